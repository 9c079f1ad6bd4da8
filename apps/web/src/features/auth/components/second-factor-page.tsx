import { Button, Stack } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ChallengeCodeField } from '../../../components/one-time-code/challenge-code-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { LEASING_PATHS } from '../../../lib/paths.ts';
import { useCompleteCode } from '../api/auth.ts';
import { type CodePurpose, useAuthFlowStore } from '../auth-flow-store.ts';
import { useLandAfterLogin } from '../use-land-after-login.ts';
import { AuthScreen } from './auth-screen.tsx';
import { type HeldLogin, LoginOutcomeScreen } from './login-outcome.tsx';

const CODE_PATTERN = /^\d{6}$/;

/** `leasing`: the leasing login's code step (LeasingLoginSecondFactor), landing on the leasing prescore. */
function SecondFactorPage({ purpose, leasing = false }: { purpose: CodePurpose; leasing?: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { challenge, backPath, draft, ...flow } = useAuthFlowStore();
  const complete = useCompleteCode(purpose);
  const navigate = useNavigate();
  const landByStatus = useLandAfterLogin();
  const land = leasing
    ? async () => void (await navigate(LEASING_PATHS.prescore, { replace: true }))
    : landByStatus;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [landing, setLanding] = useState(false);
  const [held, setHeld] = useState<HeldLogin | null>(null);
  const startPath = leasing
    ? `${LEASING_PATHS.login}${purpose === 'registration' ? '?new' : ''}`
    : `${purpose === 'login' ? '/login' : '/registration'}${search}`;
  const identity = { email: draft.email || null, phone: draft.phone || null };

  if (held) return <LoginOutcomeScreen held={held} identity={identity} leasing={leasing} />;
  // Without a challenge of this kind (a new tab, an old link) the step starts over.
  if (!challenge || flow.purpose !== purpose) return landing ? null : <Navigate to={startPath} replace />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setCodeError(t('validation.code'));
      return;
    }
    setCodeError(null);
    complete.mutate(
      { tokenId: challenge.tokenId, code },
      {
        onSuccess: async (answer) => {
          if (answer.kind === 'second-factor') {
            // A further code step: the new challenge replaces the answered one.
            flow.replaceChallenge(answer.challenge);
            setCode('');
            return;
          }
          if (answer.outcome === 'LOGIN_OK') {
            setLanding(true);
            await land();
          } else {
            setHeld({ token: answer.token, outcome: answer.outcome });
          }
          flow.endCodeStep();
        },
        onError: (error) => {
          setCode('');
          // The server's sentence says what was wrong with the code (wrong, expired, too many tries).
          setCodeError(errorText(error, t));
        },
      },
    );
  };

  return (
    <AuthScreen
      title={leasing ? t('leasing.code.title') : t(`auth.code.${purpose}.title`)}
      lead={leasing ? t('leasing.code.lead') : t(`auth.code.${purpose}.lead`)}
      icon={<IconDeviceMobileMessage size={30} aria-hidden />}
      backTo={backPath ?? startPath}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <ChallengeCodeField
            challenge={challenge}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (codeError) setCodeError(null);
            }}
            error={codeError}
            disabled={complete.isPending || landing}
            onResent={flow.replaceChallenge}
          />
          <Button type="submit" fullWidth loading={complete.isPending || landing}>
            {leasing ? t('leasing.code.submit') : t(`auth.code.${purpose}.submit`)}
          </Button>
        </Stack>
      </form>
    </AuthScreen>
  );
}

export function LoginSecondFactorPage() {
  return <SecondFactorPage purpose="login" />;
}

/** LeasingLoginSecondFactor: the code of a leasing login, or of a registration started on the leasing login. */
export function LeasingLoginSecondFactorPage() {
  const purpose = useAuthFlowStore((state) => state.purpose) ?? 'login';
  return <SecondFactorPage purpose={purpose} leasing />;
}

export function RegistrationSecondFactorPage() {
  return <SecondFactorPage purpose="registration" />;
}
