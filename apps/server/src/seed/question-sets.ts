import type { PreliminaryQuestion, PreliminaryQuestionSet } from '@hitelkapu/domain';

const yesNo = [
  { value: 'true', label: 'Igen' },
  { value: 'false', label: 'Nem' },
];

/** Shown only when the question `identifier` was answered `answer` (spec §5 "Conditional visibility"). */
const when = (identifier: string, answer: string): PreliminaryQuestion['conditions'] => [
  { conditionalFieldId: identifier, conditionalFieldAnswer: answer, conditionalFieldOperator: 'AND' },
];

type QuestionInput = Pick<PreliminaryQuestion, 'identifier' | 'type' | 'label'> &
  Partial<PreliminaryQuestion>;

const question = (input: QuestionInput): PreliminaryQuestion => ({
  hint: null,
  options: [],
  validation: null,
  format: null,
  min: null,
  max: null,
  conditions: [],
  ...input,
});

const yesNoQuestion = (input: Omit<QuestionInput, 'type'>) =>
  question({ type: 'RADIO', options: yesNo, ...input });

const forintQuestion = (input: Omit<QuestionInput, 'type'>) =>
  question({ type: 'INPUT', format: 'HUF', min: 0, max: 50_000_000, ...input });

const employee = when('source_of_income', 'employee');

/**
 * The questions of the personal-loan assessment. The decision engine reads date_of_birth,
 * source_of_income, trial_period, notice_period, incapacity, company_registered_abroad,
 * closed_business_years, has_credit_card and credit_card_limit: keep those identifiers.
 */
export const personalLoanQuestionSet: PreliminaryQuestionSet = {
  id: 'szemelyi-kolcson',
  title: 'Személyi kölcsön – előzetes hitelbírálat',
  steps: [
    {
      id: 'personal',
      rowIndex: 0,
      title: 'Személyes adatok',
      description: 'Néhány alapadat, hogy tudjuk, mely ajánlataink illenek Önhöz.',
      time: 45,
      questions: [
        question({
          identifier: 'date_of_birth',
          type: 'DATE_PICKER',
          label: 'Születési dátum',
          hint: 'Kölcsönt nagykorú ügyfeleinknek nyújtunk.',
          validation: 'BIRTH_DATE',
        }),
        question({
          identifier: 'loan_purpose',
          type: 'SELECT',
          label: 'Mire fordítaná a kölcsönt?',
          hint: 'A személyi kölcsön szabad felhasználású, a célt csak tájékoztatásul kérdezzük.',
          options: [
            { value: 'home_renovation', label: 'Lakásfelújítás, korszerűsítés' },
            { value: 'vehicle', label: 'Autó vagy más jármű vásárlása' },
            { value: 'household', label: 'Bútor, háztartási gép, elektronika' },
            { value: 'refinancing', label: 'Meglévő hitelek kiváltása' },
            { value: 'family_event', label: 'Családi esemény, utazás, tanulás' },
            { value: 'other', label: 'Egyéb cél' },
          ],
        }),
      ],
    },
    {
      id: 'income',
      rowIndex: 1,
      title: 'Jövedelem',
      description:
        'A jövedelméből számítjuk ki, mekkora havi törlesztőrészlet fér bele biztonságosan a költségvetésébe.',
      time: 120,
      questions: [
        question({
          identifier: 'source_of_income',
          type: 'RADIO',
          label: 'Honnan származik a fő jövedelme?',
          hint: 'Ha több jövedelme is van, azt válassza, amelyikből a legtöbb származik.',
          options: [
            { value: 'employee', label: 'Munkaviszonyból (alkalmazott vagyok)' },
            { value: 'self_employed', label: 'Vállalkozásból' },
            { value: 'pensioner', label: 'Nyugdíjból' },
            { value: 'others', label: 'Egyéb forrásból' },
          ],
        }),
        yesNoQuestion({
          identifier: 'company_registered_abroad',
          label: 'Külföldön bejegyzett cég a munkáltatója?',
          hint: 'Külföldi munkáltatótól származó jövedelmet az előzetes bírálatban nem tudunk figyelembe venni.',
          conditions: employee,
        }),
        question({
          identifier: 'current_job',
          type: 'DATE_PICKER',
          label: 'Mióta dolgozik a jelenlegi munkahelyén?',
          hint: 'Ha a pontos napra nem emlékszik, elég a hónap első napját megadnia.',
          validation: 'PAST',
          conditions: employee,
        }),
        yesNoQuestion({
          identifier: 'trial_period',
          label: 'Próbaidejét tölti jelenleg?',
          hint: 'A próbaidő a munkaszerződésében szerepel.',
          conditions: employee,
        }),
        yesNoQuestion({
          identifier: 'notice_period',
          label: 'Felmondási idejét tölti jelenleg?',
          conditions: employee,
        }),
        yesNoQuestion({
          identifier: 'incapacity',
          label: 'Jelenleg keresőképtelen, például táppénzen van?',
          conditions: employee,
        }),
        yesNoQuestion({
          identifier: 'continuous_employment',
          label: 'Az elmúlt 6 hónapban megszakítás nélkül dolgozott?',
          hint: 'A munkahelyváltás nem megszakítás, ha az új munkaviszonya legfeljebb 30 nappal a korábbi után kezdődött.',
          conditions: employee,
        }),
        yesNoQuestion({
          identifier: 'fixed_term_employment_contract',
          label: 'Határozott idejű a munkaszerződése?',
          conditions: employee,
        }),
        question({
          identifier: 'fixed_term_employment_contract_length',
          type: 'DATE_PICKER',
          label: 'Meddig tart a határozott idejű szerződése?',
          hint: 'A munkaszerződésében szereplő utolsó nap.',
          validation: 'FUTURE',
          conditions: when('fixed_term_employment_contract', 'true'),
        }),
        question({
          identifier: 'scope_of_activities',
          type: 'SELECT',
          label: 'Milyen területen működik a vállalkozása?',
          options: [
            { value: 'trade', label: 'Kereskedelem' },
            { value: 'services', label: 'Szolgáltatás' },
            { value: 'construction_industry', label: 'Ipar, építőipar' },
            { value: 'agriculture', label: 'Mezőgazdaság' },
            { value: 'it_telecom', label: 'Informatika, távközlés' },
            { value: 'health_education', label: 'Egészségügy, oktatás' },
            { value: 'other', label: 'Egyéb terület' },
          ],
          conditions: when('source_of_income', 'self_employed'),
        }),
        question({
          identifier: 'closed_business_years',
          type: 'INPUT',
          label: 'Hány lezárt üzleti éve van a vállalkozásának?',
          hint: 'Lezárt az az év, amelyről már beadta az éves adóbevallását.',
          min: 0,
          max: 60,
          conditions: when('source_of_income', 'self_employed'),
        }),
        yesNoQuestion({
          identifier: 'disability_pension',
          label: 'Rokkantsági ellátásban részesül?',
          hint: 'Az öregségi nyugdíj esetén válassza a „Nem” választ.',
          conditions: when('source_of_income', 'pensioner'),
        }),
        forintQuestion({
          identifier: 'salary',
          label: 'Havi nettó jövedelem',
          hint: 'Az adók és járulékok levonása után havonta kapott összeg. Nyugdíjasként a havi nyugdíját adja meg.',
        }),
      ],
    },
    {
      id: 'commitments',
      rowIndex: 2,
      title: 'Meglévő hitelek',
      description:
        'A meglévő hiteleit azért kérdezzük, hogy az új törlesztőrészlettel együtt se vállaljon túl nagy terhet.',
      time: 60,
      questions: [
        yesNoQuestion({
          identifier: 'salary_commitment',
          label: 'Törleszt jelenleg hitelt vagy lízinget?',
          hint: 'Ide tartozik a lakáshitel, a személyi kölcsön, az áruhitel és a lízing is, akkor is, ha más banknál van.',
        }),
        forintQuestion({
          identifier: 'committed_salary',
          label: 'Meglévő hiteleinek havi törlesztőrészlete összesen',
          hint: 'Adja össze az összes hitel és lízing havi törlesztőrészletét.',
          conditions: when('salary_commitment', 'true'),
        }),
        yesNoQuestion({
          identifier: 'has_credit_card',
          label: 'Van hitelkártyája vagy folyószámlahitel-kerete?',
          hint: 'A keret egy részét akkor is figyelembe kell vennünk, ha jelenleg nem használja.',
        }),
        forintQuestion({
          identifier: 'credit_card_limit',
          label: 'Hitelkártya- és folyószámlahitel-kereteinek összege',
          hint: 'Több kártya vagy keret esetén a keretek összegét adja meg.',
          conditions: when('has_credit_card', 'true'),
        }),
      ],
    },
  ],
};

export const questionSetSeed: PreliminaryQuestionSet[] = [personalLoanQuestionSet];
