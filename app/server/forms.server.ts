/**
 * The one way an action reads its form. A body that is no form at all (JSON, a broken
 * multipart, a wrong content type) is the sender's mistake: it gets a 400, never a 500.
 */
import { data } from "react-router";

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
