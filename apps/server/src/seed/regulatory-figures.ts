import type { BaseRateInput } from '@hitelkapu/domain';
import type { ShippedFigure } from '../modules/offers/regulatory-figures.service.ts';

const mnbBaseRateSource = 'Magyar Nemzeti Bank, jegybanki alapkamat (a Monetáris Tanács döntése)';

/**
 * The MNB base rate from the day each change applied (the day after the Monetary Council's
 * decision). The THM caps of a half-year use the rate in force on 1 December before it or on
 * 1 June (Fhtv. 17/A. §), so the history must reach back to the reference day of today's caps.
 * A release adds a new rate here, or staff enter it ahead of its day; either way it takes
 * over by itself. Every change is audited (regulatory_figure_changes).
 */
export const baseRateSeed: BaseRateInput[] = [
  { effectiveFrom: '2024-09-25', ratePercent: 6.5, legalSource: mnbBaseRateSource },
  { effectiveFrom: '2026-02-25', ratePercent: 6.25, legalSource: mnbBaseRateSource },
];

/**
 * The undated figures the decision engine works with (RegulatoryFigures) and the lender's
 * underwriting policy (UnderwritingPolicy), as in force in 2026 (DOMAIN "Money and offers",
 * "Decisioning"). Rows follow this file on every start until staff edit them, through the
 * audited writes of regulatory-figures.service.ts.
 */
export const regulatoryFigureSeed: ShippedFigure[] = [
  {
    identifier: 'thm_cap_margin_points',
    value: 24,
    unit: 'százalékpont',
    legalSource: '2009. évi CLXII. törvény (Fhtv.) 17/A. § (1)',
    validFrom: null,
    description:
      'A THM legfeljebb a naptári félévet megelőző hónap első napján érvényes jegybanki alapkamat és ennyi százalékpont összege lehet.',
  },
  {
    identifier: 'thm_cap_margin_points_point_of_sale',
    value: 39,
    unit: 'százalékpont',
    legalSource: '2009. évi CLXII. törvény (Fhtv.) 17/A. § (2)',
    validFrom: null,
    description:
      'Áruhitel, hitelkártya és folyószámlahitel esetén a THM legfeljebb a naptári félévet megelőző hónap első napján érvényes jegybanki alapkamat és ennyi százalékpont összege lehet.',
  },
  {
    identifier: 'jtm_income_threshold',
    value: 800_000,
    unit: 'Ft',
    legalSource: '32/2014. (IX. 10.) MNB rendelet a jövedelemarányos törlesztőrészlet-mutató szabályozásáról',
    validFrom: '2026-01-01',
    description: 'A havi nettó jövedelem, amelytől a magasabb JTM-korlát érvényes.',
  },
  {
    identifier: 'jtm_limit_below_percent',
    value: 50,
    unit: '%',
    legalSource: '32/2014. (IX. 10.) MNB rendelet',
    validFrom: '2026-01-01',
    description:
      'A JTM-küszöb alatti jövedelemnél az összes havi törlesztőrészlet legfeljebb ennyi százaléka lehet a nettó jövedelemnek.',
  },
  {
    identifier: 'jtm_limit_at_or_above_percent',
    value: 60,
    unit: '%',
    legalSource: '32/2014. (IX. 10.) MNB rendelet',
    validFrom: '2026-01-01',
    description:
      'A JTM-küszöböt elérő jövedelemnél az összes havi törlesztőrészlet legfeljebb ennyi százaléka lehet a nettó jövedelemnek.',
  },
  {
    identifier: 'jtm_revolving_share_percent',
    value: 5,
    unit: '%',
    legalSource: '32/2014. (IX. 10.) MNB rendelet',
    validFrom: '2026-01-01',
    description:
      'A hitelkártya- és folyószámlahitel-keret ennyi százalékát számítjuk havi törlesztőrészletnek.',
  },
  {
    identifier: 'minimum_net_income',
    value: 150_000,
    unit: 'Ft',
    legalSource: 'Hitelezési szabályzat (a hitelező belső szabálya)',
    validFrom: null,
    description: 'Az előzetes hitelbírálathoz szükséges legalacsonyabb havi nettó jövedelem.',
  },
  {
    identifier: 'minimum_age',
    value: 18,
    unit: 'év',
    legalSource: '2013. évi V. törvény (Ptk.) 2:10. § (1): nagykorúság',
    validFrom: null,
    description: 'Hitelt csak nagykorú ügyfél vehet fel.',
  },
  {
    identifier: 'maximum_age_at_maturity',
    value: 75,
    unit: 'év',
    legalSource: 'Hitelezési szabályzat (a hitelező belső szabálya)',
    validFrom: null,
    description: 'Az ügyfél legfeljebb ennyi éves lehet az utolsó törlesztőrészlet esedékességekor.',
  },
  {
    identifier: 'minimum_closed_business_years',
    value: 1,
    unit: 'év',
    legalSource: 'Hitelezési szabályzat (a hitelező belső szabálya)',
    validFrom: null,
    description: 'Vállalkozói jövedelemmel legalább ennyi lezárt üzleti év szükséges.',
  },
  // Lender policy of underwriting (UnderwritingPolicy): when a person looks at the case.
  {
    identifier: 'income_drop_refer_percent',
    value: 20,
    unit: '%',
    legalSource: 'Hitelezői szabályzat (belső)',
    validFrom: null,
    description:
      'Ha a kérelemben megadott nettó jövedelem ennyi százalékkal alacsonyabb az előzetes hitelbírálatban megadottnál, a kérelmet munkatárs bírálja el.',
  },
  {
    identifier: 'minimum_employment_months',
    value: 3,
    unit: 'hónap',
    legalSource: 'Hitelezői szabályzat (belső)',
    validFrom: null,
    description: 'Ennél rövidebb ideje tartó munkaviszony esetén a kérelmet munkatárs bírálja el.',
  },
  {
    identifier: 'four_eyes_amount_limit',
    value: 2_000_000,
    unit: 'Ft',
    legalSource: 'Hitelezői szabályzat (belső): a négy szem elve',
    validFrom: null,
    description:
      'Ennél nagyobb hitelösszeg munkatársi jóváhagyását egy másik, vezető ügyintéző is megerősíti, mielőtt a döntés az ügyfélhez kerül.',
  },
  {
    identifier: 'review_sla_working_days',
    value: 2,
    unit: 'munkanap',
    legalSource: 'Hitelezői szabályzat (belső): ügyintézési határidő',
    validFrom: null,
    description:
      'Ennyi munkanapig várhat egy ügy ügyintézőre (bírálatra utalt kérelem, szerződéshiba-bejelentés, felülvizsgálati kérés); utána határidőn túlinak jelöljük.',
  },
];
