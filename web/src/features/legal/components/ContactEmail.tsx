import { usePublicConfig } from '../api';

/** The configured contact address as a mail link; the legal text stays readable while it loads. */
export function ContactEmail() {
  const config = usePublicConfig();
  if (config.data) return <a href={`mailto:${config.data.contactEmail}`}>{config.data.contactEmail}</a>;
  if (config.isError) return <span>the contact address (it could not be loaded; please reload the page)</span>;
  return <span>the contact address (loading…)</span>;
}
