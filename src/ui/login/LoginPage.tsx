// /login inside the full console (reached by a redirect or a link once the console runs; a page load of /login
// signed out gets the small first page of src/ui/signin/entry.tsx, which draws the same card).
import { Link } from 'react-router';
import { LoginCard } from '../signin/LoginCard';

export default function LoginPage() {
  return <LoginCard Link={Link} />;
}
