/** Anchors of the three sections (spec §2); the home page links to them. */
export const SERVICE_ANCHORS = ['retrofit', 'maintenance', 'parts'] as const;

/** Retrofit benefits, in display order; texts in `services.retrofit.benefits`. */
export const retrofitBenefits = ['energy', 'safety', 'productivity', 'cost', 'life'] as const;

/** Maintenance offers (spec §2 and its translations), in display order. */
export const maintenanceItems = [
  'spareParts',
  'cylinders',
  'overhaul',
  'manufacturing',
  'machining',
  'custom',
] as const;

/** Machine types whose parts we supply. */
export const servedMachines = ['dieCasting', 'plastic', 'peripheral', 'other'] as const;
