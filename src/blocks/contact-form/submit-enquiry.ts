export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The form-collection service's address, configured per deployment. */
export function enquiryEndpoint(): string | undefined {
  return import.meta.env.VITE_FORM_ENDPOINT || undefined;
}

/** Posts an enquiry; resolves when the service accepted it, otherwise throws a readable error. */
export async function submitEnquiry(enquiry: Enquiry, endpoint = enquiryEndpoint()): Promise<void> {
  if (!endpoint) throw new Error("Online enquiries are not set up on this site yet.");
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(enquiry),
    });
  } catch {
    throw new Error("Your message could not be sent: check your connection and try again.");
  }
  if (!response.ok)
    throw new Error(`Your message could not be sent (the service answered ${response.status}). Please try again.`);
}
