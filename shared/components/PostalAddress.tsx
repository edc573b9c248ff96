import type { Adresse } from '../parts/verwaltung/contract';

/** Spec §3 Address: place or building (may be empty), street, postcode and town. */
export interface AddressFields {
  location: string;
  street: string;
  zip: string;
  city: string;
}

/** The CMS's office address in the fields of spec §3. */
export function fromAdresse(a: Adresse): AddressFields {
  return { location: a.gebaeude, street: a.strasse, zip: a.plz, city: a.ort };
}

/** A postal address in the usual German order: building (when there is one), street, postcode and town. */
export function PostalAddress({ address, className }: { address: AddressFields; className?: string }) {
  return (
    <address className={className}>
      {address.location ? (
        <>
          {address.location}
          <br />
        </>
      ) : null}
      {address.street}
      <br />
      {address.zip} {address.city}
    </address>
  );
}
