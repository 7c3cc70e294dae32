// The frame of every page but the landing page and the sign-in screens: the sidebar and header, the
// session and access guards, the 404 page. A chunk of its own (layout/deferred-frame.tsx), so the
// landing page, which has none of it, does not download it.
export { AppLayout } from './AppLayout';
export { RequireSession } from '../auth/RequireSession';
export { RequireAccess } from '../access/RequireAccess';
export { NotFoundPage } from '../pages/NotFoundPage';
