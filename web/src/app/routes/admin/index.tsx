// SHELL: replaced by the admin work (issue 5). Nested routes under /admin/* live here.
export default function AdminApp() {
  return <h1>Dashboard</h1>;
}
