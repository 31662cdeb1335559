import { WIZARD_STEPS } from '@givecrowd/shared/organization/wizard-steps';
import type { LocalizedInfoContent } from '@/features/info-pages/info-content';

const [registration, createWebsite, verifyPayments] = WIZARD_STEPS.map((step) => step.title);

/** `/about`: what GiveCrowd is, for whom, how an organization joins, money and fees. */
export const ABOUT: LocalizedInfoContent = {
  en: {
    intro:
      'GiveCrowd is a crowdfunding platform that nonprofits and companies can make their own. An organization gets its own fundraising website, runs campaigns and events on it, and is found by supporters here.',
    sections: [
      {
        id: 'what-we-do',
        heading: 'What GiveCrowd does',
        paragraphs: [
          'Every organization on GiveCrowd gets a website of its own — on an address we give it, or on a domain it already owns — with its logo, its story, its campaigns and the pages it chooses to show. The site carries the organization’s name, not ours: that is what white-label means.',
          'The organization raises funds one campaign at a time, each with a goal, an end date and a story. An event — a run, a dinner, a concert — raises funds around a single day. Every campaign and event also has its page here, where anyone can find it by searching or browsing a category.',
        ],
      },
      {
        id: 'who-it-is-for',
        heading: 'Who it is for',
        paragraphs: [
          'Registered nonprofits — NGOs, trusts, societies and section 8 companies — and companies that raise funds for a cause, in India, the USA, Canada, the UK and Singapore. Organizations in other countries can register too; what they can be paid through depends on what our payment providers offer there.',
        ],
      },
      {
        id: 'how-to-join',
        heading: 'How an organization joins',
        paragraphs: ['The onboarding has three steps, and each is saved as you go:'],
        items: [
          `${registration}: the organization’s details and its signatory, and in India its PAN, its tax-exemption certificates (80G and others) and its FCRA registration.`,
          `${createWebsite}: the logo, the story, the about-us page, a header image and, if you like, your own domain.`,
          `${verifyPayments}: a payment account outside India, bank accounts in India, and a plan.`,
        ],
        links: [{ to: '/organization/create', label: 'Create an organization' }],
      },
      {
        id: 'after-submitting',
        heading: 'After an organization is submitted',
        paragraphs: [
          'A submitted organization is public: it can be found in search, has its page here and can create campaigns and events. We review every submitted organization, and one we decline is no longer shown.',
        ],
      },
      {
        id: 'money-and-fees',
        heading: 'Money and fees',
        paragraphs: [
          'Payments — plans today, and donations to campaigns as soon as they open — are taken by our payment providers, Stripe and Razorpay, on their own secure pages. Card details never reach GiveCrowd.',
          'Each plan keeps a small share of every donation as the platform fee, and the payment provider charges its own card fee. Before an organization chooses a plan, the plan picker shows exactly what it keeps from every ₹100 or $100 donated.',
          'Small and medium NGOs in India can apply for a technology grant under a partner agreement, which the onboarding explains.',
        ],
      },
      {
        id: 'languages',
        heading: 'In English and Hindi',
        paragraphs: [
          'GiveCrowd speaks English and Hindi: choose the language at the top of any page.',
        ],
      },
    ],
  },
  hi: {
    intro:
      'GiveCrowd एक क्राउडफ़ंडिंग प्लेटफ़ॉर्म है जिसे गैर-लाभकारी संस्थाएँ और कंपनियाँ अपना बना सकती हैं। हर संगठन को अपनी फ़ंडरेज़िंग वेबसाइट मिलती है, वह उस पर अभियान और इवेंट चलाता है, और समर्थक उसे यहाँ ढूँढ पाते हैं।',
    sections: [
      {
        id: 'what-we-do',
        heading: 'GiveCrowd क्या करता है',
        paragraphs: [
          'GiveCrowd पर हर संगठन को अपनी वेबसाइट मिलती है — हमारे दिए पते पर, या उसके अपने डोमेन पर — जिसमें उसका लोगो, उसकी कहानी, उसके अभियान और वे पेज होते हैं जिन्हें वह दिखाना चुनता है। साइट पर संगठन का नाम होता है, हमारा नहीं: व्हाइट-लेबल का यही अर्थ है।',
          'संगठन एक-एक अभियान करके धन जुटाता है, हर अभियान का अपना लक्ष्य, अंतिम तिथि और कहानी होती है। इवेंट — कोई दौड़, भोज या संगीत कार्यक्रम — एक ही दिन के इर्द-गिर्द धन जुटाता है। हर अभियान और इवेंट का यहाँ भी एक पेज होता है, जिसे कोई भी खोजकर या कोई श्रेणी देखकर पा सकता है।',
        ],
      },
      {
        id: 'who-it-is-for',
        heading: 'यह किसके लिए है',
        paragraphs: [
          'पंजीकृत गैर-लाभकारी संस्थाएँ — एनजीओ, ट्रस्ट, सोसाइटी और सेक्शन 8 कंपनियाँ — और किसी उद्देश्य के लिए धन जुटाने वाली कंपनियाँ, भारत, अमेरिका, कनाडा, यूके और सिंगापुर में। दूसरे देशों के संगठन भी पंजीकरण कर सकते हैं; उन्हें भुगतान किस माध्यम से मिल सकता है, यह इस पर निर्भर है कि हमारे भुगतान प्रदाता वहाँ क्या उपलब्ध कराते हैं।',
        ],
      },
      {
        id: 'how-to-join',
        heading: 'कोई संगठन कैसे जुड़ता है',
        paragraphs: ['ऑनबोर्डिंग के तीन चरण हैं, और हर चरण साथ-साथ सहेजा जाता है:'],
        items: [
          'पंजीकरण: संगठन का विवरण और उसके हस्ताक्षरकर्ता, और भारत में उसका PAN, उसके कर-छूट प्रमाणपत्र (80G और अन्य) और उसका FCRA पंजीकरण।',
          'वेबसाइट बनाएँ: लोगो, कहानी, हमारे बारे में पेज, हेडर चित्र और, अगर आप चाहें, आपका अपना डोमेन।',
          'भुगतान सत्यापित करें: भारत के बाहर एक भुगतान खाता, भारत में बैंक खाते, और एक प्लान।',
        ],
        links: [{ to: '/organization/create', label: 'संगठन बनाएँ' }],
      },
      {
        id: 'after-submitting',
        heading: 'संगठन सबमिट होने के बाद',
        paragraphs: [
          'सबमिट किया गया संगठन सार्वजनिक होता है: उसे खोज में पाया जा सकता है, यहाँ उसका पेज होता है और वह अभियान व इवेंट बना सकता है। हम हर सबमिट किए गए संगठन की समीक्षा करते हैं, और जिसे हम अस्वीकार करते हैं वह फिर नहीं दिखाया जाता।',
        ],
      },
      {
        id: 'money-and-fees',
        heading: 'पैसा और शुल्क',
        paragraphs: [
          'भुगतान — आज प्लान के, और अभियानों के दान जैसे ही शुरू हों — हमारे भुगतान प्रदाता, Stripe और Razorpay, अपने सुरक्षित पेजों पर लेते हैं। कार्ड का विवरण कभी GiveCrowd तक नहीं पहुँचता।',
          'हर प्लान हर दान का एक छोटा हिस्सा प्लेटफ़ॉर्म शुल्क के रूप में रखता है, और भुगतान प्रदाता अपना कार्ड शुल्क लेता है। प्लान चुनने से पहले, प्लान पिकर ठीक-ठीक दिखाता है कि दान किए गए हर ₹100 या $100 में से संगठन के पास कितना रहता है।',
          'भारत के छोटे और मध्यम एनजीओ एक पार्टनर एग्रीमेंट के तहत टेक्नोलॉजी ग्रांट के लिए आवेदन कर सकते हैं, जिसे ऑनबोर्डिंग में समझाया गया है।',
        ],
      },
      {
        id: 'languages',
        heading: 'अंग्रेज़ी और हिन्दी में',
        paragraphs: ['GiveCrowd अंग्रेज़ी और हिन्दी बोलता है: किसी भी पेज के ऊपर भाषा चुनें।'],
      },
    ],
  },
};
