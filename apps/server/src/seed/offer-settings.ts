import type { FilterSettings, TripleOfferConfig } from '@hitelkapu/domain';

/** Products are named by identifier here; the seed turns them into ids once the products exist. */
type ByProductIdentifier<T, K extends keyof T> = Omit<T, K> & { [P in K]: string | null };

export const filterSettingsSeed: ByProductIdentifier<FilterSettings, 'defaultOfferId'> = {
  minAmount: 200_000,
  maxAmount: 10_000_000,
  amountStep: 50_000,
  defaultAmount: 2_000_000,
  minDuration: 6,
  maxDuration: 96,
  durationStep: 6,
  defaultDuration: 48,
  defaultOfferId: 'szemelyi-kolcson-rugalmas',
  questionSetId: 'szemelyi-kolcson',
};

/** LOWEST_INSTALMENT and LOWEST_TOTAL_COST are picked from the customer's results; RECOMMENDED is the lender's choice. */
export const tripleOfferConfigSeed: {
  slots: ByProductIdentifier<TripleOfferConfig['slots'][number], 'offerId'>[];
} = {
  slots: [
    {
      kind: 'LOWEST_INSTALMENT',
      title: 'Legalacsonyabb törlesztőrészlet',
      description: 'Ennél az ajánlatnál terheli a legkisebb összeg havonta a költségvetését.',
      offerId: null,
    },
    {
      kind: 'LOWEST_TOTAL_COST',
      title: 'Legalacsonyabb teljes költség',
      description: 'Ennél az ajánlatnál fizet vissza összesen a legkevesebbet a futamidő végéig.',
      offerId: null,
    },
    {
      kind: 'RECOMMENDED',
      title: 'Ajánlatunk',
      description: 'Díjmentes, rugalmas kölcsön, amelynek kamata a felvett összeggel együtt csökken.',
      offerId: 'szemelyi-kolcson-rugalmas',
    },
  ],
};
