// Company facts are shared with the PDF catalogues and the tests, so they live in contracts.
export { siteConfig, type SiteConfig } from '@castall/contracts/company';
