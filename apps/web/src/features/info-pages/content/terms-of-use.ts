import type { LocalizedInfoContent } from '@/features/info-pages/info-content';

/**
 * `/terms-of-use`: the terms the onboarding's 'I agree to the terms of use' checkboxes link to
 * (docs/product/public-pages.md#the-footer-pages).
 */
export const TERMS_OF_USE: LocalizedInfoContent = {
  en: {
    intro:
      'These terms apply to everyone who uses GiveCrowd: people who give, people who create organizations, and the organizations themselves. By using the platform — and by ticking ‘I agree to the terms of use’ during the onboarding — you accept them.',
    sections: [
      {
        id: 'about',
        heading: 'GiveCrowd and the organizations on it',
        paragraphs: [
          'GiveCrowd is a platform on which nonprofits and companies raise funds for causes. The organizations that use it are independent of GiveCrowd: each is responsible for its own campaigns and events, and for what it does with the funds it raises.',
        ],
      },
      {
        id: 'your-account',
        heading: 'Your account',
        items: [
          'Give true details and keep them up to date.',
          'Keep your password and your sign-in codes to yourself. You are responsible for what is done with your account.',
          'You must be old enough to make a binding agreement where you live.',
        ],
      },
      {
        id: 'organizations',
        heading: 'Organizations',
        paragraphs: [
          'By creating an organization you confirm that you are authorised to act for it and to bind it to these terms, as its signatory or its admin. An organization must:',
        ],
        items: [
          'be what it says it is, with true registration, tax and bank details;',
          'raise funds only for lawful purposes, and use them for what each campaign says;',
          'hold the certificates behind every tax-exemption receipt it issues (80G and others in India);',
          'keep the details of its donors private and use them only for its own work;',
          'answer its donors’ questions about its campaigns.',
        ],
      },
      {
        id: 'review',
        heading: 'Review, suspension and removal',
        paragraphs: [
          'We review submitted organizations. We may decline, suspend or remove an organization, a campaign or an event that breaks these terms or the law, or that we have good reason to believe misleads people.',
        ],
      },
      {
        id: 'campaigns',
        heading: 'Campaigns and events',
        paragraphs: [
          'A campaign’s or event’s title, story, image and goal are its organization’s own words and must be true and not misleading. Images and text must be the organization’s to use.',
        ],
      },
      {
        id: 'giving',
        heading: 'Giving',
        paragraphs: [
          'A donation goes to the organization running the campaign, not to GiveCrowd. It is taken by our payment providers on their own secure pages; GiveCrowd never sees card details. Whether a donation can be refunded, and whether it brings a tax benefit, depends on the organization and on the law where you and it are. If you believe a payment was made in error, tell the organization at once.',
          'Online donations to campaigns are not open yet; these terms will apply to them when they are.',
        ],
      },
      {
        id: 'plans-and-fees',
        heading: 'Plans and fees',
        paragraphs: [
          'An organization pays for the plan it chooses, at the price shown when it chooses it, through our payment providers. Under each plan a share of every donation is kept as the platform fee, and the payment provider charges its own card fees; the plan picker shows both before you choose. The technology grant for NGOs in India is governed by its own partner agreement.',
        ],
      },
      {
        id: 'not-allowed',
        heading: 'What you may not do',
        items: [
          'break the law, or help anyone else break it;',
          'pretend to be a person or an organization you are not;',
          'upload anything you have no right to, or anything harmful, such as malware;',
          'try to get into accounts, files or systems that are not yours, or disrupt the platform, including by overloading it;',
          'collect other people’s personal data from the platform.',
        ],
      },
      {
        id: 'our-part',
        heading: 'Our part',
        paragraphs: [
          'We work to keep GiveCrowd available and secure, but we cannot promise that it will never be interrupted. As far as the law allows, GiveCrowd is not responsible for what organizations do with the funds they raise, nor for indirect losses. Nothing in these terms takes away rights that the law where you live gives you and that cannot be taken away.',
        ],
      },
      {
        id: 'ending',
        heading: 'Ending',
        paragraphs: [
          'You can stop using GiveCrowd at any time. We may suspend or close an account or an organization that breaks these terms.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and questions',
        paragraphs: [
          'When these terms change, the new version is published on this page; using GiveCrowd after that means accepting it. For any question about these terms, see Contact us.',
        ],
        links: [
          { to: '/contact', label: 'Contact us' },
          { to: '/privacy-policy', label: 'Privacy policy' },
        ],
      },
    ],
  },
  hi: {
    intro:
      'ये शर्तें GiveCrowd का उपयोग करने वाले हर व्यक्ति पर लागू होती हैं: दान देने वाले, संगठन बनाने वाले, और स्वयं संगठन। प्लेटफ़ॉर्म का उपयोग करके — और ऑनबोर्डिंग के दौरान ‘मैं इनसे सहमत हूँ: उपयोग की शर्तें’ पर टिक करके — आप इन्हें स्वीकार करते हैं।',
    sections: [
      {
        id: 'about',
        heading: 'GiveCrowd और उस पर मौजूद संगठन',
        paragraphs: [
          'GiveCrowd एक प्लेटफ़ॉर्म है जिस पर गैर-लाभकारी संस्थाएँ और कंपनियाँ किसी उद्देश्य के लिए धन जुटाती हैं। इसका उपयोग करने वाले संगठन GiveCrowd से स्वतंत्र हैं: हर संगठन अपने अभियानों और इवेंट के लिए, और जुटाई गई राशि के उपयोग के लिए स्वयं ज़िम्मेदार है।',
        ],
      },
      {
        id: 'your-account',
        heading: 'आपका खाता',
        items: [
          'सही जानकारी दें और उसे अद्यतन रखें।',
          'अपना पासवर्ड और अपने साइन-इन कोड अपने तक रखें। आपके खाते से जो कुछ किया जाता है, उसकी ज़िम्मेदारी आपकी है।',
          'आप जहाँ रहते हैं, वहाँ आपकी उम्र बाध्यकारी समझौता करने लायक होनी चाहिए।',
        ],
      },
      {
        id: 'organizations',
        heading: 'संगठन',
        paragraphs: [
          'संगठन बनाकर आप पुष्टि करते हैं कि आप उसके हस्ताक्षरकर्ता या एडमिन के रूप में उसकी ओर से काम करने और उसे इन शर्तों से बाँधने के लिए अधिकृत हैं। संगठन को:',
        ],
        items: [
          'वही होना चाहिए जो वह कहता है, सही पंजीकरण, कर और बैंक विवरण के साथ;',
          'केवल कानूनी उद्देश्यों के लिए धन जुटाना चाहिए, और उसे उसी काम में लगाना चाहिए जो हर अभियान कहता है;',
          'अपनी दी हुई हर कर-छूट रसीद के पीछे का प्रमाणपत्र रखना चाहिए (भारत में 80G और अन्य);',
          'अपने दानदाताओं का विवरण निजी रखना चाहिए और उसका उपयोग केवल अपने काम के लिए करना चाहिए;',
          'अपने अभियानों के बारे में दानदाताओं के प्रश्नों का उत्तर देना चाहिए।',
        ],
      },
      {
        id: 'review',
        heading: 'समीक्षा, निलंबन और हटाना',
        paragraphs: [
          'हम सबमिट किए गए संगठनों की समीक्षा करते हैं। जो संगठन, अभियान या इवेंट इन शर्तों या कानून को तोड़ता है, या जिसके बारे में हमारे पास यह मानने का ठोस कारण है कि वह लोगों को भ्रमित करता है, उसे हम अस्वीकार, निलंबित या हटा सकते हैं।',
        ],
      },
      {
        id: 'campaigns',
        heading: 'अभियान और इवेंट',
        paragraphs: [
          'किसी अभियान या इवेंट का शीर्षक, कहानी, चित्र और लक्ष्य उसके संगठन के अपने शब्द हैं और सच्चे होने चाहिए, भ्रामक नहीं। चित्र और टेक्स्ट ऐसे होने चाहिए जिनके उपयोग का अधिकार संगठन के पास हो।',
        ],
      },
      {
        id: 'giving',
        heading: 'दान देना',
        paragraphs: [
          'दान अभियान चलाने वाले संगठन को जाता है, GiveCrowd को नहीं। इसे हमारे भुगतान प्रदाता अपने सुरक्षित पेजों पर लेते हैं; GiveCrowd कभी कार्ड का विवरण नहीं देखता। कोई दान वापस हो सकता है या नहीं, और उससे कर-लाभ मिलता है या नहीं, यह संगठन पर और उस कानून पर निर्भर है जहाँ आप और वह संगठन हैं। अगर आपको लगे कि कोई भुगतान गलती से हुआ है, तो तुरंत संगठन को बताएँ।',
          'अभियानों के लिए ऑनलाइन दान अभी शुरू नहीं हुए हैं; शुरू होने पर उन पर ये शर्तें लागू होंगी।',
        ],
      },
      {
        id: 'plans-and-fees',
        heading: 'प्लान और शुल्क',
        paragraphs: [
          'संगठन अपने चुने हुए प्लान के लिए, चुनते समय दिखाई गई कीमत पर, हमारे भुगतान प्रदाताओं के माध्यम से भुगतान करता है। हर प्लान में हर दान का एक हिस्सा प्लेटफ़ॉर्म शुल्क के रूप में रखा जाता है, और भुगतान प्रदाता अपना कार्ड शुल्क लेता है; प्लान पिकर चुनने से पहले दोनों दिखाता है। भारत के एनजीओ के लिए टेक्नोलॉजी ग्रांट उसके अपने पार्टनर एग्रीमेंट से चलती है।',
        ],
      },
      {
        id: 'not-allowed',
        heading: 'आप क्या नहीं कर सकते',
        items: [
          'कानून तोड़ना, या किसी और को कानून तोड़ने में मदद करना;',
          'ऐसा व्यक्ति या संगठन होने का दिखावा करना जो आप नहीं हैं;',
          'ऐसा कुछ अपलोड करना जिसका आपको अधिकार नहीं, या कुछ भी हानिकारक, जैसे मैलवेयर;',
          'ऐसे खातों, फ़ाइलों या सिस्टम में घुसने की कोशिश करना जो आपके नहीं हैं, या प्लेटफ़ॉर्म में बाधा डालना, उस पर अत्यधिक बोझ डालकर भी;',
          'प्लेटफ़ॉर्म से दूसरों का व्यक्तिगत डेटा इकट्ठा करना।',
        ],
      },
      {
        id: 'our-part',
        heading: 'हमारी भूमिका',
        paragraphs: [
          'हम GiveCrowd को उपलब्ध और सुरक्षित रखने के लिए काम करते हैं, पर यह वादा नहीं कर सकते कि इसमें कभी रुकावट नहीं आएगी। जहाँ तक कानून अनुमति देता है, संगठन जुटाई गई राशि के साथ जो करते हैं उसके लिए, और अप्रत्यक्ष नुकसान के लिए, GiveCrowd ज़िम्मेदार नहीं है। इन शर्तों में कुछ भी वे अधिकार नहीं छीनता जो आपके यहाँ का कानून आपको देता है और जिन्हें छीना नहीं जा सकता।',
        ],
      },
      {
        id: 'ending',
        heading: 'उपयोग बंद करना',
        paragraphs: [
          'आप कभी भी GiveCrowd का उपयोग बंद कर सकते हैं। इन शर्तों को तोड़ने वाले खाते या संगठन को हम निलंबित या बंद कर सकते हैं।',
        ],
      },
      {
        id: 'changes',
        heading: 'बदलाव और प्रश्न',
        paragraphs: [
          'जब ये शर्तें बदलती हैं, तो नया संस्करण इसी पेज पर प्रकाशित किया जाता है; उसके बाद GiveCrowd का उपयोग करने का अर्थ है उसे स्वीकार करना। इन शर्तों के बारे में किसी भी प्रश्न के लिए, संपर्क करें पेज देखें।',
        ],
        links: [
          { to: '/contact', label: 'संपर्क करें' },
          { to: '/privacy-policy', label: 'गोपनीयता नीति' },
        ],
      },
    ],
  },
};
