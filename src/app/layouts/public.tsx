import { Outlet } from "react-router";

export default function PublicLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
