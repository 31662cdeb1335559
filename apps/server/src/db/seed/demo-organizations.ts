/** Where the demo organizations are, and so which currencies the demo campaigns use. */
export type DemoCountryCode = 'IN' | 'US' | 'GB' | 'CA' | 'SG';

export type DemoOrganization = {
  name: string;
  countryCode: DemoCountryCode;
  type: 'ngo' | 'company';
  city: string;
  /** Category names (see categories.ts); its campaigns are filed under these. */
  categories: string[];
};

type Entry = [name: string, type: 'ngo' | 'company', city: string, categories: string[]];

/** Invented names; any likeness to a real organization is accidental. */
const ENTRIES: Record<DemoCountryCode, Entry[]> = {
  IN: [
    ['Asha Kiran Education Trust', 'ngo', 'Pune', ['Education', 'Child Welfare']],
    ['Sahyog Health Foundation', 'ngo', 'Lucknow', ['Healthcare', 'Elderly Care']],
    ['Jal Jeevan Gram Seva Samiti', 'ngo', 'Jaipur', ['Water & Sanitation', 'Rural Development']],
    ['Annapurna Meals Foundation', 'ngo', 'Bengaluru', ['Hunger & Nutrition', 'Child Welfare']],
    ['Karuna Animal Rescue Society', 'ngo', 'Chennai', ['Animal Welfare']],
    ['Nari Shakti Sangathan', 'ngo', 'Patna', ['Women Empowerment', 'Livelihood']],
    ['Haritha Green Earth Trust', 'ngo', 'Kochi', ['Environment', 'Disaster Relief']],
    ['Sparsh Disability Care Foundation', 'ngo', 'Ahmedabad', ['Disability Support', 'Healthcare']],
    ['Manas Mind Wellness Trust', 'ngo', 'Hyderabad', ['Mental Health']],
    ['Kalakshetra Heritage Circle', 'ngo', 'Kolkata', ['Arts & Culture', 'Education']],
    ['Nyaya Legal Aid Collective', 'ngo', 'Delhi', ['Human Rights', 'Women Empowerment']],
    ['Khel Bharat Youth Sports Trust', 'ngo', 'Bhopal', ['Sports', 'Child Welfare']],
    ['Vistara Software Pvt Ltd', 'company', 'Bengaluru', ['Technology for Good', 'Education']],
    ['Brahmaputra Relief Network', 'ngo', 'Guwahati', ['Disaster Relief', 'Hunger & Nutrition']],
    ['Navjyoti Textiles Limited', 'company', 'Mumbai', ['Livelihood', 'Women Empowerment']],
  ],
  US: [
    ['Bright Futures Learning Alliance', 'ngo', 'Chicago', ['Education', 'Technology for Good']],
    ['Second Harvest Neighbors', 'ngo', 'Houston', ['Hunger & Nutrition']],
    ['Paws and Whiskers Rescue League', 'ngo', 'Phoenix', ['Animal Welfare']],
    ['Open Door Mental Health Project', 'ngo', 'Seattle', ['Mental Health', 'Human Rights']],
    ['Gulf Coast Recovery Fund', 'ngo', 'New Orleans', ['Disaster Relief', 'Environment']],
    ['Silver Years Companion Network', 'ngo', 'Baltimore', ['Elderly Care', 'Mental Health']],
    ['Northwind Analytics Inc.', 'company', 'Denver', ['Technology for Good', 'Livelihood']],
    ['Motor City Youth Athletics', 'ngo', 'Detroit', ['Sports', 'Child Welfare']],
    ['Rio Grande Water Partnership', 'ngo', 'Albuquerque', ['Water & Sanitation', 'Environment']],
    ['Equal Access Disability Coalition', 'ngo', 'Atlanta', ['Disability Support', 'Human Rights']],
    ['Harbor Street Arts Collective', 'ngo', 'Oakland', ['Arts & Culture', 'Education']],
    ['Cedar and Pine Outfitters Co.', 'company', 'Denver', ['Environment', 'Sports']],
    ['Women Build Memphis Initiative', 'ngo', 'Memphis', ['Women Empowerment', 'Livelihood']],
    ['Heartland Rural Health Clinics', 'ngo', 'Chicago', ['Healthcare', 'Rural Development']],
  ],
  GB: [
    ['Northern Lights Literacy Trust', 'ngo', 'Manchester', ['Education', 'Child Welfare']],
    ['Clyde Community Food Bank', 'ngo', 'Glasgow', ['Hunger & Nutrition', 'Elderly Care']],
    ['Valleys Mental Health Network', 'ngo', 'Cardiff', ['Mental Health', 'Livelihood']],
    ['Avon Wildlife and Rescue Society', 'ngo', 'Bristol', ['Animal Welfare', 'Environment']],
    ['Brum Youth Football Foundation', 'ngo', 'Birmingham', ['Sports', 'Child Welfare']],
    ['Mersey Arts and Heritage Trust', 'ngo', 'Liverpool', ['Arts & Culture']],
    ['Lagan Refugee Rights Centre', 'ngo', 'Belfast', ['Human Rights', 'Livelihood']],
    ['Tyneside Elderly Companions', 'ngo', 'Newcastle', ['Elderly Care', 'Healthcare']],
    ['Steel City Access for All', 'ngo', 'Sheffield', ['Disability Support', 'Sports']],
    ['Greenway Energy Solutions Ltd', 'company', 'Leeds', ['Environment', 'Technology for Good']],
    ['Pennine Women in Work Network', 'ngo', 'Leeds', ['Women Empowerment', 'Livelihood']],
    ['Highland Rural Communities Fund', 'ngo', 'Glasgow', ['Rural Development', 'Healthcare']],
  ],
  CA: [
    ['Maple Leaf Literacy Foundation', 'ngo', 'Toronto', ['Education', 'Technology for Good']],
    [
      'Prairie Harvest Food Network',
      'ngo',
      'Winnipeg',
      ['Hunger & Nutrition', 'Rural Development'],
    ],
    ['Atlantic Shores Conservation Society', 'ngo', 'Halifax', ['Environment', 'Animal Welfare']],
    ['Rocky Mountain Wildfire Relief Fund', 'ngo', 'Calgary', ['Disaster Relief']],
    ['Mont-Royal Arts Alliance', 'ngo', 'Montreal', ['Arts & Culture', 'Child Welfare']],
    ['Pacific Coast Mental Wellness', 'ngo', 'Vancouver', ['Mental Health', 'Human Rights']],
    [
      'Northern Waters First Nations Trust',
      'ngo',
      'Regina',
      ['Water & Sanitation', 'Human Rights'],
    ],
    ['Capital Seniors Care Circle', 'ngo', 'Ottawa', ['Elderly Care']],
    ['Boreal Robotics Corporation', 'company', 'Toronto', ['Technology for Good', 'Education']],
    ['Saskatoon Adaptive Sports Club', 'ngo', 'Saskatoon', ['Sports', 'Disability Support']],
    ['Women Forward Canada Society', 'ngo', 'Vancouver', ['Women Empowerment', 'Livelihood']],
    ['Great Lakes Paws Rescue', 'ngo', 'Toronto', ['Animal Welfare']],
  ],
  SG: [
    ['Lion City Learning Foundation', 'ngo', 'Jurong', ['Education', 'Child Welfare']],
    ['Harbourfront Food Rescue Singapore', 'ngo', 'Bukit Merah', ['Hunger & Nutrition']],
    ['Silver Threads Eldercare Society', 'ngo', 'Toa Payoh', ['Elderly Care', 'Healthcare']],
    ['Kampung Spirit Community Trust', 'ngo', 'Woodlands', ['Rural Development', 'Livelihood']],
    ['Garden City Green Action', 'ngo', 'Tampines', ['Environment', 'Water & Sanitation']],
    ['MindBridge Youth Support Singapore', 'ngo', 'Yishun', ['Mental Health', 'Child Welfare']],
    ['Straits Digital Solutions Pte Ltd', 'company', 'Ang Mo Kio', ['Technology for Good']],
    ['Inclusive Play Singapore', 'ngo', 'Bedok', ['Disability Support', 'Sports']],
    ['Peranakan Heritage Arts Society', 'ngo', 'Bukit Merah', ['Arts & Culture']],
    ['Migrant Workers Care Network', 'ngo', 'Sengkang', ['Human Rights', 'Healthcare']],
    ['Pawsitive Strays Singapore', 'ngo', 'Sengkang', ['Animal Welfare']],
    ['Her Future Singapore', 'ngo', 'Tampines', ['Women Empowerment', 'Education']],
  ],
};

export const DEMO_ORGANIZATIONS: DemoOrganization[] = Object.entries(ENTRIES).flatMap(
  ([countryCode, entries]) =>
    entries.map(([name, type, city, categories]) => ({
      name,
      countryCode: countryCode as DemoCountryCode,
      type,
      city,
      categories,
    })),
);

export const DEMO_CITIES: Record<DemoCountryCode, string[]> = {
  IN: [
    'Pune',
    'Mumbai',
    'Delhi',
    'Bengaluru',
    'Chennai',
    'Kolkata',
    'Hyderabad',
    'Jaipur',
    'Patna',
  ],
  US: ['Chicago', 'Detroit', 'Houston', 'Atlanta', 'Phoenix', 'Baltimore', 'Oakland', 'Memphis'],
  GB: [
    'Manchester',
    'Leeds',
    'Glasgow',
    'Cardiff',
    'Bristol',
    'Birmingham',
    'Liverpool',
    'Belfast',
  ],
  CA: ['Toronto', 'Winnipeg', 'Halifax', 'Calgary', 'Montreal', 'Vancouver', 'Regina', 'Ottawa'],
  SG: ['Jurong', 'Woodlands', 'Tampines', 'Yishun', 'Ang Mo Kio', 'Bedok', 'Toa Payoh', 'Sengkang'],
};
