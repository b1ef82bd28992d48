// unicode-confusables ships no typings (its `index.ts.d` is misnamed); what this project uses.
declare module 'unicode-confusables' {
  /** Each code point replaced by its UTS #39 prototype (confusables.txt), zero-widths dropped. */
  export function rectifyConfusion(text: string): string;
  export function isConfusing(text: string): boolean;
}
