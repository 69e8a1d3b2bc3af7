// SHELL: replaced by the admin work (issue 5).
export default function LoginPage() {
  return <h1>LOGIN ADMIN</h1>;
}
