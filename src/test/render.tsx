import { render } from "@testing-library/react";
import { Provider as JotaiProvider } from "jotai";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/**
 * Renders a component inside a memory router at `path` (with a catch-all so navigations land
 * somewhere else) and a fresh jotai store. Returns the router to assert on where the user went.
 */
export function renderWithRouter(element: ReactElement, { path = "/" }: { path?: string } = {}) {
  const pathname = new URL(path, "http://localhost").pathname;
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <JotaiProvider>
      <RouterProvider router={router} />
    </JotaiProvider>,
  );
  return { ...result, router };
}
