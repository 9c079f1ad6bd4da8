import { useRouteError } from 'react-router';
import { LoadError } from '../components/errors/load-error.tsx';
import { isChunkLoadError } from '../lib/lazy-route.ts';

/** A failed chunk or stylesheet load, or any render error: a Hungarian message and a reload, never a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const isChunk = isChunkLoadError(error);
  if (!isChunk) console.error('Unexpected error while showing a page', error);
  return <LoadError kind={isChunk ? 'chunk' : 'unexpected'} />;
}
