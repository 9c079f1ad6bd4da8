/**
 * The pictures of the onboarding pages, shipped with the client and chosen by name in the
 * configuration (OnboardingPage.illustration). Decorative: the page's title says it all.
 */
export const onboardingIllustrations = ['calculator', 'documents', 'shield'] as const;
export type OnboardingIllustrationName = (typeof onboardingIllustrations)[number];

const stroke = 'var(--mantine-color-brand-7)';
const soft = 'var(--mantine-color-brand-0)';
const mid = 'var(--mantine-color-brand-2)';

function Calculator() {
  return (
    <>
      <circle cx="80" cy="60" r="56" fill={soft} />
      <rect x="52" y="18" width="56" height="84" rx="8" fill="white" stroke={stroke} strokeWidth="4" />
      <rect x="60" y="27" width="40" height="18" rx="3" fill={mid} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={61 + col * 14}
            y={53 + row * 14}
            width="10"
            height="10"
            rx="2"
            fill={row === 2 && col === 2 ? stroke : mid}
          />
        )),
      )}
    </>
  );
}

function Documents() {
  return (
    <>
      <circle cx="80" cy="60" r="56" fill={soft} />
      <rect x="44" y="26" width="52" height="70" rx="6" fill={mid} />
      <rect x="58" y="18" width="54" height="74" rx="6" fill="white" stroke={stroke} strokeWidth="4" />
      <path d="M68 36h34M68 48h34M68 60h22" stroke={stroke} strokeWidth="4" strokeLinecap="round" />
      <circle cx="104" cy="86" r="14" fill={stroke} />
      <path d="M97 86l5 5 9-10" stroke="white" strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  );
}

function Shield() {
  return (
    <>
      <circle cx="80" cy="60" r="56" fill={soft} />
      <path
        d="M80 16l34 12v26c0 24-15 40-34 48-19-8-34-24-34-48V28z"
        fill="white"
        stroke={stroke}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M66 58l10 10 20-22" stroke={stroke} strokeWidth="6" fill="none" strokeLinecap="round" />
    </>
  );
}

const drawings: Record<OnboardingIllustrationName, () => React.JSX.Element> = {
  calculator: Calculator,
  documents: Documents,
  shield: Shield,
};

function isIllustrationName(name: string): name is OnboardingIllustrationName {
  return (onboardingIllustrations as readonly string[]).includes(name);
}

/** An unknown name (a newer configuration) shows no picture rather than a broken one. */
export function OnboardingIllustration({ name }: { name: string }) {
  if (!isIllustrationName(name)) return null;
  const Drawing = drawings[name];
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden focusable="false">
      <Drawing />
    </svg>
  );
}
