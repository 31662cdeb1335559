import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import type { LocalizedInfoContent } from '@/features/info-pages/info-content';

const [registration, createWebsite, verifyPayments] = WIZARD_STEPS.map((step) => step.title);

/** `/help`: the questions people ask on the way to a first campaign, and after. */
export const HELP: LocalizedInfoContent = {
  en: {
    intro:
      'Answers to the questions organizations and supporters ask most. If yours is not here, see Contact us.',
    sections: [
      {
        id: 'creating-an-organization',
        heading: 'How do I create an organization?',
        paragraphs: [
          `Choose Create organization at the top of any page and sign in, or sign up with your email address. The onboarding has three steps — ${registration}, ${createWebsite} and ${verifyPayments}. Each step is saved when you go on to the next, so you can stop and continue later from Organizations in the account menu.`,
        ],
        links: [{ to: '/organization/create', label: 'Create an organization' }],
      },
      {
        id: 'what-you-need',
        heading: 'What do I need before I start?',
        items: [
          'The organization’s registration number, and in India its PAN.',
          'The signatory’s name, email address and phone number. The phone receives a one-time code to confirm it.',
          'In India, the numbers of your tax-exemption certificates (80G and others), and your FCRA registration if you accept foreign contributions.',
          'A logo and a header image, as JPG, PNG, GIF or WEBP files.',
          'In India, the details of the bank account that will receive donations. Elsewhere, the details your payment provider asks for when you connect your account.',
        ],
      },
      {
        id: 'your-website',
        heading: 'Where is my organization’s website?',
        paragraphs: [
          `Your site gets its own address when the ${createWebsite} step is saved; the step shows it. The site is public once a reviewer approves your organization: until then only you and our reviewers see it, as a preview, and anyone else who opens the address reads that the site is not published yet. You can also use a domain you already own: enter it on that step, add the TXT record it shows to your domain’s DNS, then choose Check DNS. The site shows only what you chose — your story, your about-us page, a video, testimonials, partners and your figures.`,
        ],
      },
      {
        id: 'campaigns',
        heading: 'How do I create a campaign or an event?',
        paragraphs: [
          'Once your organization is submitted, choose Create campaign on your dashboard or in your site’s header. A campaign needs a title, a category, a goal, an end date, an image and its story; an event has the date it takes place instead of an end date. It is public — and can be found in search — once your organization is approved; until then only you and our reviewers see it, as a preview.',
          'Goals are whole amounts: in rupees for organizations in India, in US dollars elsewhere. A campaign takes donations until the end of its end date.',
        ],
      },
      {
        id: 'running-a-campaign',
        heading: 'How do I change, close or share a campaign?',
        paragraphs: [
          'Open your campaign’s page while signed in, or choose Edit beside it under Campaigns in the account menu. Edit campaign changes its title, category, goal, end date, image and story; the goal cannot go below what has already been raised. Close campaign stops donations at once; Reopen campaign takes them again until the end date.',
          'Post an update to tell supporters what has happened, with a picture if you like, and choose to email it to the campaign’s donors: each of them gets it once. The share buttons on the campaign’s page and your organization’s page send it by WhatsApp, Facebook, X or email, or copy its link.',
        ],
      },
      {
        id: 'finding-campaigns',
        heading: 'How do I find a campaign?',
        paragraphs: [
          'Open Discover to browse campaigns and organizations by category, or search them by name with the search at the top of the Discover page.',
        ],
        links: [{ to: '/discover', label: 'Discover campaigns' }],
      },
      {
        id: 'signing-in',
        heading: 'I cannot sign in',
        paragraphs: [
          'Sign in with your email address, then your password or a code we email you. If you forgot your password, choose Forgot password? on the login page: we email you a link to choose a new one, which works for one hour. Codes and links sometimes land in the spam folder.',
        ],
        links: [{ to: '/auth/login', label: 'Login' }],
      },
      {
        id: 'receipts',
        heading: 'Can donors get tax-exemption receipts?',
        paragraphs: [
          `Organizations in India that hold an 80G (or similar) certificate enter it during ${registration}, and can then issue tax-exemption receipts to their donors. A receipt number is the organization’s prefix, its own number, the year and a running count, such as GCDRA-12-2025-0001.`,
        ],
      },
      {
        id: 'fees',
        heading: 'What does it cost?',
        paragraphs: [
          `Each plan has its price and keeps a share of every donation as the platform fee; payment providers charge their own card fees. The plan picker in the ${verifyPayments} step shows all of them, and what an organization keeps from every ₹100 or $100 donated, before you choose.`,
        ],
      },
    ],
  },
  hi: {
    intro:
      'संगठनों और समर्थकों के सबसे ज़्यादा पूछे जाने वाले प्रश्नों के उत्तर। अगर आपका प्रश्न यहाँ नहीं है, तो संपर्क करें पेज देखें।',
    sections: [
      {
        id: 'creating-an-organization',
        heading: 'मैं संगठन कैसे बनाऊँ?',
        paragraphs: [
          'किसी भी पेज के ऊपर संगठन बनाएँ चुनें और साइन इन करें, या अपने ईमेल पते से साइन अप करें। ऑनबोर्डिंग के तीन चरण हैं — पंजीकरण, वेबसाइट बनाएँ और भुगतान सत्यापित करें। अगले चरण पर जाते ही हर चरण सहेज लिया जाता है, इसलिए आप रुककर बाद में खाता मेनू के संगठन से जारी रख सकते हैं।',
        ],
        links: [{ to: '/organization/create', label: 'संगठन बनाएँ' }],
      },
      {
        id: 'what-you-need',
        heading: 'शुरू करने से पहले मुझे क्या चाहिए?',
        items: [
          'संगठन का पंजीकरण नंबर, और भारत में उसका PAN।',
          'हस्ताक्षरकर्ता का नाम, ईमेल पता और फ़ोन नंबर। पुष्टि के लिए फ़ोन पर एक वन-टाइम कोड आता है।',
          'भारत में, आपके कर-छूट प्रमाणपत्रों (80G और अन्य) के नंबर, और अगर आप विदेशी योगदान लेते हैं तो आपका FCRA पंजीकरण।',
          'एक लोगो और एक हेडर चित्र, JPG, PNG, GIF या WEBP फ़ाइल के रूप में।',
          'भारत में, उस बैंक खाते का विवरण जिसमें दान आएगा। दूसरी जगहों पर, वह विवरण जो आपका भुगतान प्रदाता खाता जोड़ते समय माँगता है।',
        ],
      },
      {
        id: 'your-website',
        heading: 'मेरे संगठन की वेबसाइट कहाँ है?',
        paragraphs: [
          'वेबसाइट बनाएँ चरण सहेजते ही आपकी साइट को अपना पता मिल जाता है, जो उसी चरण पर दिखाया जाता है। समीक्षक के आपके संगठन को स्वीकृत करने पर साइट सार्वजनिक होती है: तब तक केवल आप और हमारे समीक्षक इसे पूर्वावलोकन के रूप में देखते हैं, और पता खोलने वाले किसी और को दिखता है कि साइट अभी प्रकाशित नहीं हुई है। आप अपना पहले से मौजूद डोमेन भी उपयोग कर सकते हैं: उसे उस चरण पर लिखें, वहाँ दिखाया गया TXT रिकॉर्ड अपने डोमेन के DNS में जोड़ें, फिर Check DNS चुनें। साइट पर केवल वही दिखता है जो आपने चुना — आपकी कहानी, हमारे बारे में पेज, कोई वीडियो, प्रशंसापत्र, साझेदार और आपके आँकड़े।',
        ],
      },
      {
        id: 'campaigns',
        heading: 'मैं अभियान या इवेंट कैसे बनाऊँ?',
        paragraphs: [
          'आपका संगठन सबमिट होने के बाद, अपने डैशबोर्ड पर या अपनी साइट के हेडर में अभियान बनाएँ चुनें। अभियान के लिए शीर्षक, श्रेणी, लक्ष्य, अंतिम तिथि, चित्र और उसकी कहानी चाहिए; इवेंट में अंतिम तिथि की जगह वह तिथि होती है जिस दिन वह होता है। आपका संगठन स्वीकृत होने पर वह सार्वजनिक हो जाता है — और खोज में मिल सकता है; तब तक केवल आप और हमारे समीक्षक इसे पूर्वावलोकन के रूप में देखते हैं।',
          'लक्ष्य पूर्ण राशि में होते हैं: भारत के संगठनों के लिए रुपये में, दूसरी जगहों पर अमेरिकी डॉलर में। अभियान अपनी अंतिम तिथि के अंत तक दान लेता है।',
        ],
      },
      {
        id: 'running-a-campaign',
        heading: 'मैं अभियान को कैसे बदलूँ, बंद करूँ या शेयर करूँ?',
        paragraphs: [
          'साइन इन करके अपने अभियान का पेज खोलें, या खाता मेनू में अभियान के अंतर्गत उसके पास संपादित करें चुनें। अभियान संपादित करें से उसका शीर्षक, श्रेणी, लक्ष्य, अंतिम तिथि, चित्र और कहानी बदलती है; लक्ष्य अब तक जुटाई गई राशि से कम नहीं हो सकता। अभियान बंद करें से दान तुरंत रुक जाते हैं; अभियान फिर से खोलें से अंतिम तिथि तक दान फिर से आते हैं।',
          'समर्थकों को बताने के लिए कि क्या हुआ, एक अपडेट पोस्ट करें, चाहें तो चित्र के साथ, और चुनें कि उसे अभियान के दानदाताओं को ईमेल किया जाए: हर दानदाता को वह एक बार मिलता है। अभियान के पेज और आपके संगठन के पेज पर शेयर बटन उसे WhatsApp, Facebook, X या ईमेल से भेजते हैं, या उसका लिंक कॉपी करते हैं।',
        ],
      },
      {
        id: 'finding-campaigns',
        heading: 'मैं कोई अभियान कैसे ढूँढूँ?',
        paragraphs: [
          'श्रेणी के अनुसार अभियान और संगठन देखने के लिए खोजें पेज खोलें, या उसी पेज के ऊपर की खोज से उन्हें नाम से ढूँढें।',
        ],
        links: [{ to: '/discover', label: 'अभियान खोजें' }],
      },
      {
        id: 'signing-in',
        heading: 'मैं साइन इन नहीं कर पा रहा/रही',
        paragraphs: [
          'अपने ईमेल पते से साइन इन करें, फिर अपना पासवर्ड या वह कोड डालें जो हम आपको ईमेल करते हैं। अगर आप पासवर्ड भूल गए हैं, तो लॉग इन पेज पर पासवर्ड भूल गए चुनें: हम आपको नया पासवर्ड चुनने का लिंक ईमेल करते हैं, जो एक घंटे तक काम करता है। कोड और लिंक कभी-कभी स्पैम फ़ोल्डर में पहुँच जाते हैं।',
        ],
        links: [{ to: '/auth/login', label: 'लॉग इन' }],
      },
      {
        id: 'receipts',
        heading: 'क्या दानदाताओं को कर-छूट की रसीद मिल सकती है?',
        paragraphs: [
          'भारत के जिन संगठनों के पास 80G (या ऐसा ही) प्रमाणपत्र है, वे उसे पंजीकरण में दर्ज करते हैं, और फिर अपने दानदाताओं को कर-छूट की रसीद दे सकते हैं। रसीद नंबर में संगठन का प्रीफ़िक्स, उसका अपना नंबर, वर्ष और एक क्रमांक होता है, जैसे GCDRA-12-2025-0001।',
        ],
      },
      {
        id: 'fees',
        heading: 'इसका खर्च कितना है?',
        paragraphs: [
          'हर प्लान की अपनी कीमत है और वह हर दान का एक हिस्सा प्लेटफ़ॉर्म शुल्क के रूप में रखता है; भुगतान प्रदाता अपना कार्ड शुल्क लेते हैं। भुगतान सत्यापित करें चरण का प्लान पिकर आपके चुनने से पहले ये सब दिखाता है, और यह भी कि दान किए गए हर ₹100 या $100 में से संगठन के पास कितना रहता है।',
        ],
      },
    ],
  },
};
