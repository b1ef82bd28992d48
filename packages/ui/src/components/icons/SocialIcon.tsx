export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin';

const glyphs: Record<SocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.4 1.5-1.4h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.2H8v3h2.5V21h3z',
  instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 8.2c0-1.6-.4-3-1.6-4.2C18.3 3 16.8 2.6 15.2 2.5H8.8C7.2 2.6 5.7 3 4.6 4.1 3.4 5.2 3 6.7 3 8.3v7.4c0 1.6.4 3.1 1.6 4.2 1.1 1.1 2.6 1.5 4.2 1.6h6.4c1.6-.1 3.1-.5 4.2-1.6 1.1-1.1 1.5-2.6 1.6-4.2V8.2zm-2 8.9a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.1s-.1-4 .4-5.2A3 3 0 0 1 6.7 5.1C7.9 4.6 10.7 4.7 12 4.7s4.1-.1 5.3.4A3 3 0 0 1 19 6.8c.5 1.2.4 4 .4 5.2s.1 3.9-.4 5.1z',
  linkedin:
    'M6.9 20.5H3.4V9h3.5v11.5zM5.2 7.4a2 2 0 1 1 0-4.1 2 2 0 0 1 0 4.1zM20.6 20.5h-3.5v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9v5.7H9.6V9H13v1.6c.5-.9 1.6-1.9 3.3-1.9 3.6 0 4.3 2.4 4.3 5.4v6.4z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={glyphs[network]} />
    </svg>
  );
}
