import type { DemoCountryCode } from './demo-organizations.ts';

/**
 * A campaign title and summary with `{n}` (a count drawn from `n`) and `{city}` filled in.
 * `countries` limits a template to the places where it reads naturally.
 */
export type CampaignTemplate = {
  title: string;
  summary: string;
  n: [min: number, max: number, step: number];
  /** Roughly what one unit of `n` costs in US dollars where costs are like the US's. */
  unitCostUsd: number;
  countries?: DemoCountryCode[];
};

const IN: DemoCountryCode[] = ['IN'];
const NOT_IN: DemoCountryCode[] = ['US', 'GB', 'CA', 'SG'];

export const CAMPAIGN_TEMPLATES: Record<string, CampaignTemplate[]> = {
  Education: [
    {
      title: 'Send {n} girls in {city} back to school',
      summary:
        'Fees, uniforms and bus passes so girls from low-income families can finish the year.',
      n: [50, 500, 10],
      unitCostUsd: 150,
    },
    {
      title: 'Stock {n} classroom libraries in {city}',
      summary: 'Age-appropriate books in local languages and a reading hour every school day.',
      n: [10, 120, 5],
      unitCostUsd: 800,
    },
    {
      title: 'After-school tutoring for {n} children in {city}',
      summary: 'Trained volunteers help first-generation learners keep up in maths and reading.',
      n: [40, 400, 20],
      unitCostUsd: 120,
    },
    {
      title: 'Scholarships for {n} first-generation college students',
      summary:
        'Tuition, books and a laptop for students who are the first in their family at college.',
      n: [10, 100, 5],
      unitCostUsd: 2500,
    },
  ],
  Healthcare: [
    {
      title: 'Free eye surgeries for {n} elders near {city}',
      summary: 'Cataract operations that give back sight, with follow-up care and glasses.',
      n: [50, 600, 25],
      unitCostUsd: 60,
    },
    {
      title: 'Run a mobile health clinic in {city} for {n} days',
      summary:
        'A doctor, a nurse and medicines travelling to neighbourhoods with no clinic nearby.',
      n: [30, 180, 10],
      unitCostUsd: 400,
    },
    {
      title: 'Cover dialysis for {n} patients in {city}',
      summary:
        'Life-saving sessions for patients who would otherwise skip treatment to save money.',
      n: [10, 80, 2],
      unitCostUsd: 2500,
    },
    {
      title: 'Equip a neonatal unit to care for {n} newborns a year',
      summary: 'Warmers, monitors and training so premature babies get the care they need.',
      n: [200, 2000, 100],
      unitCostUsd: 60,
    },
  ],
  'Animal Welfare': [
    {
      title: 'Vaccinate and sterilise {n} street dogs in {city}',
      summary: 'A humane, lasting way to keep dogs and neighbourhoods healthy and safe.',
      n: [200, 3000, 100],
      unitCostUsd: 30,
    },
    {
      title: 'Build a recovery ward for {n} rescued animals',
      summary: 'Clean kennels, an operating table and round-the-clock care after rescue.',
      n: [20, 150, 5],
      unitCostUsd: 300,
    },
    {
      title: 'Feed {n} shelter animals in {city} through winter',
      summary: 'Food, blankets and medicine for animals waiting for a home.',
      n: [50, 500, 10],
      unitCostUsd: 60,
    },
    {
      title: 'Find forever homes for {n} senior cats and dogs',
      summary: 'Vet checks, adoption events and support for families who adopt older pets.',
      n: [20, 200, 10],
      unitCostUsd: 250,
    },
  ],
  Environment: [
    {
      title: 'Plant {n} native trees around {city}',
      summary: 'Native saplings, planted and cared for by local volunteers for three years.',
      n: [1000, 25000, 500],
      unitCostUsd: 4,
    },
    {
      title: 'Clean up {n} km of riverbank in {city}',
      summary: 'Volunteer clean-ups, waste sorting and signs that keep plastic out of the river.',
      n: [5, 60, 1],
      unitCostUsd: 1500,
    },
    {
      title: 'Put solar panels on {n} community buildings',
      summary: 'Lower bills and cleaner power for schools, clinics and community halls.',
      n: [5, 40, 1],
      unitCostUsd: 8000,
    },
    {
      title: 'Restore {n} acres of wetland near {city}',
      summary: 'Bringing back the birds, fish and flood protection a healthy wetland gives.',
      n: [10, 300, 10],
      unitCostUsd: 600,
    },
  ],
  'Disaster Relief': [
    {
      title: 'Emergency food kits for {n} flood-hit families',
      summary: 'Rice, lentils, oil and clean water for families who lost everything to the floods.',
      n: [200, 5000, 100],
      unitCostUsd: 40,
    },
    {
      title: 'Rebuild {n} homes after the storm near {city}',
      summary: 'Roofs, walls and safe wiring so families can move back in before the next season.',
      n: [10, 150, 5],
      unitCostUsd: 6000,
    },
    {
      title: 'Shelter and blankets for {n} wildfire evacuees',
      summary: 'Warm beds, meals and care for families forced out of their homes by fire.',
      n: [100, 2000, 50],
      unitCostUsd: 150,
      countries: ['US', 'CA'],
    },
    {
      title: 'Help {n} fishing families in {city} recover from the cyclone',
      summary: 'Repair boats and nets so families can earn again after the cyclone.',
      n: [50, 600, 25],
      unitCostUsd: 500,
      countries: IN,
    },
  ],
  'Women Empowerment': [
    {
      title: 'Tailoring training for {n} women in {city}',
      summary: 'A three-month course, a sewing machine and first orders for every graduate.',
      n: [30, 300, 10],
      unitCostUsd: 250,
    },
    {
      title: 'Seed grants for {n} women-led small businesses',
      summary: 'Small grants and mentoring for women starting shops, kitchens and workshops.',
      n: [20, 200, 10],
      unitCostUsd: 1000,
    },
    {
      title: 'A safe house in {city} for {n} women a year',
      summary: 'Shelter, counselling and legal help for women leaving violent homes.',
      n: [50, 400, 10],
      unitCostUsd: 800,
    },
    {
      title: 'Coding bootcamp for {n} women returning to work',
      summary: 'Twelve weeks of training, childcare support and interviews with hiring partners.',
      n: [20, 150, 5],
      unitCostUsd: 2000,
    },
  ],
  'Child Welfare': [
    {
      title: 'Nutritious meals for {n} children in {city} shelters',
      summary: 'Three balanced meals a day for children who live in shelters and children’s homes.',
      n: [50, 600, 25],
      unitCostUsd: 200,
    },
    {
      title: 'A safe play centre for {n} children in {city}',
      summary: 'A supervised space to play, learn and be safe after school.',
      n: [40, 300, 10],
      unitCostUsd: 150,
    },
    {
      title: 'Rescue and rehabilitate {n} child labourers',
      summary: 'Getting children out of work and into school, with support for their families.',
      n: [20, 250, 10],
      unitCostUsd: 600,
      countries: IN,
    },
    {
      title: 'Winter coats and boots for {n} kids in {city}',
      summary: 'Warm clothes for children whose families must choose between heating and eating.',
      n: [100, 2000, 50],
      unitCostUsd: 60,
      countries: NOT_IN,
    },
  ],
  'Elderly Care': [
    {
      title: 'Hot meals at home for {n} seniors in {city}',
      summary: 'A daily meal and a friendly visit for older people who live alone.',
      n: [50, 500, 10],
      unitCostUsd: 250,
    },
    {
      title: 'Hearing aids for {n} elders',
      summary: 'Tests, fitted hearing aids and batteries for older people on small pensions.',
      n: [30, 300, 10],
      unitCostUsd: 500,
    },
    {
      title: 'A day-care centre for {n} seniors in {city}',
      summary: 'Company, activities and health checks for older people during the day.',
      n: [20, 150, 5],
      unitCostUsd: 700,
    },
    {
      title: 'Phone friends for {n} isolated older people',
      summary: 'Trained volunteers who call every week so nobody goes days without a chat.',
      n: [100, 1500, 50],
      unitCostUsd: 40,
    },
  ],
  'Hunger & Nutrition': [
    {
      title: 'Serve {n} meals to families in {city}',
      summary: 'Fresh, hot meals from our community kitchen for families who are going without.',
      n: [5000, 100000, 1000],
      unitCostUsd: 1.5,
    },
    {
      title: 'Monthly grocery kits for {n} families',
      summary: 'Staples for a whole month, delivered to families hit by job losses.',
      n: [100, 2000, 50],
      unitCostUsd: 60,
    },
    {
      title: 'Fight child malnutrition in {n} villages',
      summary: 'Fortified food, growth checks and nutrition classes for mothers.',
      n: [5, 80, 1],
      unitCostUsd: 3000,
      countries: IN,
    },
    {
      title: 'Stock the {city} food bank for {n} weeks',
      summary: 'Keep the shelves full for families who rely on the food bank every week.',
      n: [4, 52, 1],
      unitCostUsd: 2000,
      countries: NOT_IN,
    },
  ],
  'Water & Sanitation': [
    {
      title: 'Clean drinking water for {n} families near {city}',
      summary: 'Water filters and a maintained community tap so children stop falling sick.',
      n: [100, 3000, 50],
      unitCostUsd: 50,
    },
    {
      title: 'Build toilets in {n} village schools',
      summary: 'Separate toilets for girls and boys, with water and handwashing stations.',
      n: [5, 60, 1],
      unitCostUsd: 5000,
      countries: IN,
    },
    {
      title: 'Revive {n} traditional ponds before the monsoon',
      summary: 'Desilting and repairing ponds so villages have water through the dry months.',
      n: [5, 50, 1],
      unitCostUsd: 4000,
      countries: IN,
    },
    {
      title: 'Replace lead pipes in {n} homes in {city}',
      summary: 'Safe water lines for families still drinking from old lead service pipes.',
      n: [20, 400, 10],
      unitCostUsd: 5000,
      countries: NOT_IN,
    },
    {
      title: 'Hygiene kits for {n} people experiencing homelessness',
      summary: 'Soap, towels, toothbrushes and period products handed out every week.',
      n: [200, 5000, 100],
      unitCostUsd: 20,
      countries: NOT_IN,
    },
  ],
  'Rural Development': [
    {
      title: 'Solar lights for {n} homes in remote villages',
      summary: 'Safe, free light for homework and cooking in homes far from the grid.',
      n: [100, 2000, 50],
      unitCostUsd: 40,
    },
    {
      title: 'Drip irrigation for {n} small farmers',
      summary: 'Save water and double harvests with drip kits and training.',
      n: [20, 400, 10],
      unitCostUsd: 600,
    },
    {
      title: 'A community grain bank for {n} villages',
      summary: 'Store the harvest safely and stop selling at the lowest prices.',
      n: [3, 30, 1],
      unitCostUsd: 6000,
    },
    {
      title: 'Broadband for {n} rural households',
      summary: 'Bringing fast, affordable internet to farms and homes the big providers skip.',
      n: [50, 800, 25],
      unitCostUsd: 900,
      countries: NOT_IN,
    },
  ],
  'Arts & Culture': [
    {
      title: 'Free music lessons for {n} children in {city}',
      summary: 'Instruments, teachers and a concert at the end of the year.',
      n: [30, 300, 10],
      unitCostUsd: 300,
    },
    {
      title: 'Keep {n} traditional crafts alive',
      summary: 'Apprenticeships that pass skills from master artisans to young makers.',
      n: [3, 20, 1],
      unitCostUsd: 8000,
    },
    {
      title: 'A community theatre season in {city}',
      summary:
        'Plays written and performed by local people, with free seats for those who need them.',
      n: [1, 1, 1],
      unitCostUsd: 25000,
    },
    {
      title: 'Restore the {city} heritage library for {n} readers',
      summary: 'Repair rare books and reopen the reading room to the public.',
      n: [1000, 20000, 500],
      unitCostUsd: 3,
    },
  ],
  Sports: [
    {
      title: 'Football kits and coaching for {n} kids in {city}',
      summary: 'Boots, balls and weekly coaching for children who have never played on a team.',
      n: [30, 300, 10],
      unitCostUsd: 150,
    },
    {
      title: 'Send {n} young athletes to the national championships',
      summary: 'Travel, kit and coaching for talented athletes from families who cannot pay.',
      n: [5, 40, 1],
      unitCostUsd: 2500,
    },
    {
      title: 'Build a playground for {n} children in {city}',
      summary: 'A safe, lit playground open to every child in the neighbourhood.',
      n: [200, 2000, 100],
      unitCostUsd: 40,
    },
    {
      title: 'Free swimming lessons for {n} children',
      summary: 'Water safety and swimming lessons for children who cannot afford them.',
      n: [50, 500, 10],
      unitCostUsd: 120,
    },
  ],
  Livelihood: [
    {
      title: 'Job training for {n} young people in {city}',
      summary: 'Six months of skills training, apprenticeships and job placement support.',
      n: [30, 400, 10],
      unitCostUsd: 700,
    },
    {
      title: 'E-rickshaws for {n} drivers in {city}',
      summary: 'Help drivers own their vehicle instead of renting one every day.',
      n: [10, 100, 5],
      unitCostUsd: 2500,
      countries: IN,
    },
    {
      title: 'Tools and start-up kits for {n} tradespeople',
      summary:
        'Toolkits and a first month’s materials for newly trained plumbers and electricians.',
      n: [20, 250, 10],
      unitCostUsd: 700,
    },
    {
      title: 'Microloans for {n} street vendors',
      summary: 'Small loans, repaid and lent again, so vendors can buy stock without moneylenders.',
      n: [50, 500, 10],
      unitCostUsd: 300,
    },
  ],
  'Disability Support': [
    {
      title: 'Wheelchairs for {n} people in {city}',
      summary: 'Fitted wheelchairs and training so people can move around independently.',
      n: [20, 300, 10],
      unitCostUsd: 350,
    },
    {
      title: 'Speech therapy for {n} children with autism',
      summary: 'A year of weekly therapy sessions and training for parents.',
      n: [10, 120, 5],
      unitCostUsd: 1500,
    },
    {
      title: 'Make {n} schools in {city} accessible',
      summary: 'Ramps, accessible toilets and trained teachers in mainstream schools.',
      n: [3, 40, 1],
      unitCostUsd: 12000,
    },
    {
      title: 'Braille books and audio devices for {n} students',
      summary:
        'Learning materials that let blind and low-vision students study alongside classmates.',
      n: [20, 300, 10],
      unitCostUsd: 400,
    },
  ],
  'Human Rights': [
    {
      title: 'Free legal aid for {n} families in {city}',
      summary: 'Lawyers for families facing eviction, unpaid wages or unfair arrest.',
      n: [50, 600, 25],
      unitCostUsd: 500,
    },
    {
      title: 'Support {n} refugees rebuilding their lives',
      summary: 'Housing help, language classes and legal advice for newly arrived refugees.',
      n: [20, 300, 10],
      unitCostUsd: 1500,
    },
    {
      title: 'Know-your-rights workshops in {n} communities',
      summary: 'Practical sessions on wages, tenancy and public services, in local languages.',
      n: [5, 60, 1],
      unitCostUsd: 1200,
    },
    {
      title: 'A helpline for {n} workers facing abuse',
      summary: 'Confidential help, in their own language, for workers who are being exploited.',
      n: [500, 5000, 100],
      unitCostUsd: 25,
    },
  ],
  'Mental Health': [
    {
      title: 'Free counselling for {n} young people in {city}',
      summary: 'Sessions with qualified counsellors, with no waiting list and no fee.',
      n: [50, 500, 10],
      unitCostUsd: 400,
    },
    {
      title: 'Keep our crisis helpline open for {n} nights',
      summary: 'Trained listeners answering calls from people in distress, all night long.',
      n: [30, 365, 5],
      unitCostUsd: 500,
    },
    {
      title: 'Train {n} teachers in mental health first aid',
      summary: 'Helping teachers spot the signs early and get students the right support.',
      n: [50, 600, 25],
      unitCostUsd: 250,
    },
    {
      title: 'Peer support groups for {n} new mothers',
      summary: 'A weekly circle for mothers coping with postnatal depression and anxiety.',
      n: [30, 300, 10],
      unitCostUsd: 200,
    },
  ],
  'Technology for Good': [
    {
      title: 'Laptops for {n} students in {city}',
      summary: 'Refurbished laptops and a year of internet for students studying from home.',
      n: [30, 500, 10],
      unitCostUsd: 350,
    },
    {
      title: 'A coding club for {n} girls in {city}',
      summary: 'Weekly coding sessions with mentors from local tech companies.',
      n: [20, 200, 10],
      unitCostUsd: 300,
    },
    {
      title: 'Digital skills classes for {n} seniors',
      summary: 'Video calls, online banking and staying safe from scams, taught patiently.',
      n: [50, 500, 10],
      unitCostUsd: 120,
    },
    {
      title: 'Open-source health records for {n} rural clinics',
      summary: 'A free, offline-first record system so clinics stop losing patient histories.',
      n: [5, 60, 1],
      unitCostUsd: 3000,
    },
  ],
};

/** The templates for a category that read naturally in a country. */
export function templatesFor({
  category,
  countryCode,
}: {
  category: string;
  countryCode: DemoCountryCode;
}): CampaignTemplate[] {
  const templates = CAMPAIGN_TEMPLATES[category] ?? [];
  return templates.filter(
    (template) => !template.countries || template.countries.includes(countryCode),
  );
}
