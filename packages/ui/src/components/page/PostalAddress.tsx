import { siteConfig } from '../../config/site';

/** The company's address in two lines, as footer, contact details and map card print it. */
export function PostalAddress() {
  const { street, city, region, postalCode } = siteConfig.address;
  return (
    <>
      {street}
      <br />
      {city} - {region}, {postalCode}
    </>
  );
}
