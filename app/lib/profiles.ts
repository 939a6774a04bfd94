/**
 * The shape in which the server hands a customer their own profile (`~/server/profiles.server`),
 * so that the pages showing it need no server module for its type.
 */
export type OwnProfile = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
  role: string;
  discountPercentage: string;
  /** A business customer's company and CVR number (8 digits). */
  companyName: string | null;
  cvrNumber: string | null;
  /** Where a business customer's e-invoices are addressed (a 13-digit GLN), if not the CVR number. */
  eanNumber: string | null;
  memberSince: string;
};
