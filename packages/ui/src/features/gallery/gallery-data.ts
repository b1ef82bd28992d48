/** Before/after items (spec §3 Gallery item); texts in `gallery.items.<id>`, images are Picture bases. */
export const galleryItems = [
  { id: 'panel', before: '/images/gallery/panel-before', after: '/images/gallery/panel-after' },
  {
    id: 'plastic',
    before: '/images/gallery/plastic-before',
    after: '/images/gallery/plastic-after',
  },
] as const;
export type GalleryItem = (typeof galleryItems)[number];
export type GalleryItemId = GalleryItem['id'];

/** Completed projects (spec §3 Gallery project); texts in `gallery.projects.items.<id>`. */
export const galleryProjects = [
  { id: 'castInstallation', image: '/images/gallery/project-cast-installation' },
  { id: 'retrofit', image: '/images/gallery/project-retrofit' },
  { id: 'argentina', image: '/images/gallery/project-argentina' },
  { id: 'maintenance', image: '/images/gallery/project-maintenance' },
] as const;
export type GalleryProject = (typeof galleryProjects)[number];
