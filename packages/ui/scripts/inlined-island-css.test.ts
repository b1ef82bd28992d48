import { describe, expect, it } from 'vitest';
import { withoutPreloads } from './inlined-island-css';

// The shape Vite writes into a chunk that loads others on demand.
const chunk = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=',
  '["assets/header.island-A.js","assets/site-B.js","assets/quote-C.css","assets/admin-D.js","assets/admin-E.css"]',
  ')))=>i.map(i=>d[i]);',
  'load(()=>import("./header.island-A.js"),__vite__mapDeps([0,1,2]));',
  'load(()=>import("./admin-D.js"),__vite__mapDeps([3,1,4,2]));',
].join('');

describe('withoutPreloads', () => {
  it('takes the dropped files out of the list and renumbers every preload call', () => {
    const code = withoutPreloads(chunk, (file) => file === 'assets/quote-C.css');
    expect(code).toContain(
      'm.f||(m.f=["assets/header.island-A.js","assets/site-B.js","assets/admin-D.js","assets/admin-E.css"])',
    );
    expect(code).toContain('import("./header.island-A.js"),__vite__mapDeps([0,1])');
    // The admin keeps its own stylesheet; only the dropped one leaves its list.
    expect(code).toContain('import("./admin-D.js"),__vite__mapDeps([2,1,3])');
  });

  it('leaves a chunk alone when nothing is dropped or it has no preload list', () => {
    expect(withoutPreloads(chunk, () => false)).toBe(chunk);
    expect(withoutPreloads('export const a = 1;', () => true)).toBe('export const a = 1;');
  });
});
