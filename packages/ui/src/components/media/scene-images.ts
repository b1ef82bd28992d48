/**
 * Widths produced by scripts/assets/groups/scenes.mjs. Service and gallery
 * scenes are 4:3, the factory 3:2; change both places together.
 */
export const SCENE = { widths: [480, 800], width: 800, height: 600 } as const;
export const FACTORY = { widths: [800, 1200], width: 1200, height: 800 } as const;
