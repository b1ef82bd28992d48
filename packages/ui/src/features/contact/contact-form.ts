/**
 * The contact form's fields as the external form service (formsubmit.co, the
 * `formServiceUrl` of the site configuration) expects them: the visible fields
 * by name, and its control fields, which start with an underscore.
 */
export const CONTACT_FIELDS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  message: 'message',
  /** Honeypot: hidden from people; the service drops messages where a bot filled it. */
  honeypot: '_honey',
  /** 'false' turns the service's captcha page off. */
  captcha: '_captcha',
  /** Absolute URL the service redirects to after accepting the message. */
  next: '_next',
} as const;

/**
 * The subject options after the empty placeholder (spec §5). The submitted
 * value is the Portuguese wording, so the sales inbox reads one language; the
 * label shown is translated.
 */
export const SUBJECT_OPTIONS = [
  { key: 'sales', value: 'Vendas' },
  { key: 'support', value: 'Suporte Técnico' },
  { key: 'parts', value: 'Peças de Reposição' },
  { key: 'other', value: 'Outros' },
] as const;
