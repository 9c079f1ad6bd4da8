import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the texts editor takes from the customer's side: the onboarding page as the customer
 * sees it, for the preview. A feature imports no other feature, so the route module hands it in.
 */
export interface StaffConfigTextsDeps {
  onboardingPreview: (props: {
    page: { title: string; body: string; illustration: string };
    index: number;
    total: number;
  }) => ReactNode;
}

const TextsContext = createContext<StaffConfigTextsDeps | null>(null);

export function StaffConfigTextsProvider({
  deps,
  children,
}: {
  deps: StaffConfigTextsDeps;
  children: ReactNode;
}) {
  return <TextsContext.Provider value={deps}>{children}</TextsContext.Provider>;
}

export function useStaffConfigTextsDeps(): StaffConfigTextsDeps {
  const deps = useContext(TextsContext);
  if (!deps) throw new Error('the texts editor needs a StaffConfigTextsProvider');
  return deps;
}
