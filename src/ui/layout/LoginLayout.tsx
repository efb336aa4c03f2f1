import { Outlet } from 'react-router';
import { LoginFrame } from '../signin/LoginFrame';

export default function LoginLayout() {
  return (
    <LoginFrame>
      <Outlet />
    </LoginFrame>
  );
}
