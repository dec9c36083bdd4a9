import { SimplePage } from '../../shared/ui/simple-page';

export function LoginPage() {
  return <SimplePage titleKey="pages:login.title" introKey="pages:login.intro" />;
}

export function RegisterPage() {
  return <SimplePage titleKey="pages:register.title" introKey="pages:register.intro" />;
}

export function ResetPasswordPage() {
  return <SimplePage titleKey="pages:resetPassword.title" introKey="pages:resetPassword.intro" />;
}
