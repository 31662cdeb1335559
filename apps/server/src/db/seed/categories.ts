export type CategoryRow = { name: string; slug: string; description: string };

/** The causes campaigns are filed under; their names are what campaigns.category holds. */
export const CATEGORY_ROWS: CategoryRow[] = [
  {
    name: 'Education',
    slug: 'education',
    description: 'School fees, books, teachers and safe classrooms for children and adults.',
  },
  {
    name: 'Healthcare',
    slug: 'healthcare',
    description: 'Treatment, surgeries, clinics and medical camps for people who cannot pay.',
  },
  {
    name: 'Animal Welfare',
    slug: 'animal-welfare',
    description: 'Rescue, shelter, veterinary care and adoption for stray and injured animals.',
  },
  {
    name: 'Environment',
    slug: 'environment',
    description: 'Tree planting, clean-ups, conservation and climate action in local communities.',
  },
  {
    name: 'Disaster Relief',
    slug: 'disaster-relief',
    description: 'Food, shelter and rebuilding after floods, cyclones, earthquakes and fires.',
  },
  {
    name: 'Women Empowerment',
    slug: 'women-empowerment',
    description: 'Skills, safety, health and financial independence for women and girls.',
  },
  {
    name: 'Child Welfare',
    slug: 'child-welfare',
    description: 'Protection, nutrition, care and a safe childhood for vulnerable children.',
  },
  {
    name: 'Elderly Care',
    slug: 'elderly-care',
    description: 'Companionship, medicine and dignified care for older people living alone.',
  },
  {
    name: 'Hunger & Nutrition',
    slug: 'hunger-nutrition',
    description: 'Meals, food banks and nutrition programmes for families facing hunger.',
  },
  {
    name: 'Water & Sanitation',
    slug: 'water-sanitation',
    description: 'Clean drinking water, toilets and hygiene for homes, schools and villages.',
  },
  {
    name: 'Rural Development',
    slug: 'rural-development',
    description: 'Roads, energy, farming support and services for rural communities.',
  },
  {
    name: 'Arts & Culture',
    slug: 'arts-culture',
    description: 'Music, theatre, crafts and heritage kept alive and open to everyone.',
  },
  {
    name: 'Sports',
    slug: 'sports',
    description: 'Coaching, kit and grounds that give young people a team and a goal.',
  },
  {
    name: 'Livelihood',
    slug: 'livelihood',
    description: 'Job training, small-business grants and tools for a steady income.',
  },
  {
    name: 'Disability Support',
    slug: 'disability-support',
    description: 'Assistive devices, therapy, access and inclusion for people with disabilities.',
  },
  {
    name: 'Human Rights',
    slug: 'human-rights',
    description: 'Legal aid, advocacy and protection for people whose rights are denied.',
  },
  {
    name: 'Mental Health',
    slug: 'mental-health',
    description: 'Counselling, helplines and peer support for people who are struggling.',
  },
  {
    name: 'Technology for Good',
    slug: 'technology-for-good',
    description: 'Devices, connectivity and digital skills that open doors for communities.',
  },
];

export const CATEGORY_NAMES = CATEGORY_ROWS.map((category) => category.name);
