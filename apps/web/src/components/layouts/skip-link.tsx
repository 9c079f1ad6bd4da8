import { useTranslation } from 'react-i18next';
import classes from './layouts.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('layout.skipToContent')}
    </a>
  );
}
