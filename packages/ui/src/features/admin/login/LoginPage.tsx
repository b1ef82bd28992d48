import { LoginForm } from './LoginForm';

/** /login of the admin app in its own frame (the desktop app): the form alone on the screen. */
export function LoginPage() {
  return (
    <main className="admin-login">
      <LoginForm />
    </main>
  );
}
