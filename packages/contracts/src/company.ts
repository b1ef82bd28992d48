/**
 * Company facts used across the site, in one place.
 *
 * Values marked `PLACEHOLDER` are not given by the specification; replace them
 * here (and only here) with the company's real data before going live.
 */
export const siteConfig = {
  /** PLACEHOLDER: the specification names the CAST ALL line but not the company. */
  brandName: 'CAST ALL Máquinas',
  /** PLACEHOLDER: public origin used for canonical URLs; overridable with SITE_URL at build time. */
  siteUrl: 'https://www.castall.com.br',
  /** PLACEHOLDER phone number, shown as text and dialled by tel: links. */
  phoneDisplay: '+55 (19) 3000-0000',
  phoneE164: '+551930000000',
  /** PLACEHOLDER chat-app (WhatsApp) number in international digits only. */
  chatNumber: '5519900000000',
  /** PLACEHOLDER sales e-mail address. */
  email: 'vendas@castall.com.br',
  address: {
    /** PLACEHOLDER street; the city, state and country are given by the specification. */
    street: 'Av. Industrial, 1000 - Distrito Industrial',
    city: 'Americana',
    region: 'SP',
    /** PLACEHOLDER postal code of Americana. */
    postalCode: '13470-000',
    country: 'BR',
  },
  /** Opening hours from the specification: Monday to Friday, 7h to 17h. */
  hours: { opens: '07:00', closes: '17:00', days: ['Mo', 'Tu', 'We', 'Th', 'Fr'] },
  /** PLACEHOLDER social profiles (the specification names three networks, not the accounts). */
  social: {
    facebook: 'https://www.facebook.com/castallmaquinas',
    instagram: 'https://www.instagram.com/castallmaquinas',
    linkedin: 'https://www.linkedin.com/company/castallmaquinas',
  },
  /** PLACEHOLDER address of the external form-forwarding service used by the contact form. */
  formServiceUrl: 'https://formsubmit.co/vendas@castall.com.br',
  foundedYear: 2005,
  serviceArea: ['BR', 'AR', 'CL', 'UY', 'PY'],
  themeColor: '#F26B1D',
  /** Social-sharing preview image, 1200 by 630. */
  ogImage: { path: '/images/og-image.jpg', width: 1200, height: 630 },
  logoPath: '/images/logo.png',
} as const;

export type SiteConfig = typeof siteConfig;
