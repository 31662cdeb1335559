import type { LocalizedInfoContent } from '@/features/info-pages/info-content';

/** `/contact`: whom to ask about what, beside the contact form (docs/product/public-pages.md#the-contact-form). */
export const CONTACT: LocalizedInfoContent = {
  en: {
    intro:
      'Write to us with the form below, or reach the right people directly, depending on what you need.',
    sections: [
      {
        id: 'campaigns',
        heading: 'About a campaign or a donation',
        paragraphs: [
          'Campaigns and events are run by the organizations that create them, and each organization decides how its funds are used. Its page — linked from every one of its campaigns — lists the email address, phone number and postal address it chose to publish. Please ask it directly.',
        ],
      },
      {
        id: 'your-organization',
        heading: 'About your organization',
        paragraphs: [
          'Signed in, open Organizations from the account menu to continue a draft or to see where your organization stands. Most questions about the onboarding steps, your website and your campaigns are answered in the Help centre.',
        ],
        links: [
          { to: '/help', label: 'Help centre' },
          { to: '/organizations', label: 'Your organizations' },
        ],
      },
      {
        id: 'writing-to-us',
        heading: 'Writing to GiveCrowd',
        paragraphs: [
          'For anything else — a problem with the platform, a question about a plan or the technology grant, a press enquiry — use the form on this page. It reaches our support team by email, and we answer at the address you give.',
          'We will never ask for your password, a one-time code or a full bank account number. Please never send them in a message.',
        ],
      },
      {
        id: 'reporting',
        heading: 'Reporting a campaign or an organization',
        paragraphs: [
          'If a campaign or an organization looks fraudulent or misleading, use "Report this campaign" or "Report this organization" on its page: the form opens with the topic and the page\'s address filled in. You can also choose "Report a campaign or an organization" in the form above. We look into every report and may take a page down while we do.',
        ],
      },
    ],
  },
  hi: {
    intro: 'नीचे दिए फ़ॉर्म से हमें लिखें, या आपको जो चाहिए उसके अनुसार सीधे सही लोगों तक पहुँचें।',
    sections: [
      {
        id: 'campaigns',
        heading: 'किसी अभियान या दान के बारे में',
        paragraphs: [
          'अभियान और इवेंट वे संगठन चलाते हैं जो उन्हें बनाते हैं, और हर संगठन तय करता है कि उसकी राशि कैसे उपयोग होगी। उसके पेज पर — जिसका लिंक उसके हर अभियान पर है — वह ईमेल पता, फ़ोन नंबर और डाक पता होता है जिसे उसने प्रकाशित करना चुना। कृपया सीधे उसी से पूछें।',
        ],
      },
      {
        id: 'your-organization',
        heading: 'आपके संगठन के बारे में',
        paragraphs: [
          'साइन इन करके, खाता मेनू से संगठन खोलें, ताकि आप कोई ड्राफ़्ट जारी रख सकें या देख सकें कि आपका संगठन किस स्थिति में है। ऑनबोर्डिंग के चरणों, आपकी वेबसाइट और आपके अभियानों के बारे में ज़्यादातर प्रश्नों के उत्तर सहायता केंद्र में हैं।',
        ],
        links: [
          { to: '/help', label: 'सहायता केंद्र' },
          { to: '/organizations', label: 'आपके संगठन' },
        ],
      },
      {
        id: 'writing-to-us',
        heading: 'GiveCrowd को लिखना',
        paragraphs: [
          'किसी और बात के लिए — प्लेटफ़ॉर्म में कोई समस्या, किसी प्लान या टेक्नोलॉजी ग्रांट के बारे में प्रश्न, कोई मीडिया पूछताछ — इस पेज के फ़ॉर्म का उपयोग करें। यह ईमेल से हमारी सहायता टीम तक पहुँचता है, और हम आपके दिए पते पर उत्तर देते हैं।',
          'हम कभी आपका पासवर्ड, वन-टाइम कोड या पूरा बैंक खाता नंबर नहीं माँगेंगे। कृपया इन्हें कभी किसी संदेश में न भेजें।',
        ],
      },
      {
        id: 'reporting',
        heading: 'किसी अभियान या संगठन की शिकायत',
        paragraphs: [
          'अगर कोई अभियान या संगठन धोखाधड़ी वाला या भ्रामक लगे, तो उसके पेज पर "इस अभियान की शिकायत करें" या "इस संगठन की शिकायत करें" चुनें: फ़ॉर्म विषय और पेज के पते के साथ खुलता है। आप ऊपर के फ़ॉर्म में "किसी अभियान या संगठन की शिकायत" भी चुन सकते हैं। हम हर शिकायत की जाँच करते हैं और जाँच के दौरान पेज हटा सकते हैं।',
        ],
      },
    ],
  },
};
