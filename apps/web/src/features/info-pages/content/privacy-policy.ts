import type { LocalizedInfoContent } from '@/features/info-pages/info-content';

/** `/privacy-policy`: what the platform keeps, why, who sees it, and what people may ask for. */
export const PRIVACY_POLICY: LocalizedInfoContent = {
  en: {
    intro:
      'This policy explains what GiveCrowd keeps about you, why, and what you can ask us to do with it. It covers this platform. An organization’s own website has its own short privacy policy, and each organization is responsible for how it uses what you give it.',
    sections: [
      {
        id: 'what-we-keep',
        heading: 'What we keep',
        items: [
          'Your account: your email address, your name, and your phone number if you add one. Your password is kept only as a one-way hash that cannot be turned back into it.',
          'Your organization: what you enter in the onboarding — its details, its signatory’s name, email address and phone number, its registration and tax numbers (PAN, 80G, FCRA), its website’s content and images.',
          'Bank details: account numbers are stored encrypted and shown only to you. Cancelled cheques and signatures are private files, shown only through links that expire within minutes.',
          'Payments: which plan was bought, for how much and when. Card and bank details you give a payment provider stay with that provider.',
          'Signed agreements: the partner agreement’s PDF, with the signer’s name and email address, the time it was signed and the IP address it was signed from.',
          'Technical records: which pages and buttons are used, to improve the product, and the IP addresses requests come from, to keep the platform safe and to limit abuse.',
        ],
      },
      {
        id: 'why',
        heading: 'Why we keep it',
        paragraphs: [
          'To run your account, your organization’s website and its campaigns; to take and record payments; to send the emails and text messages you ask for, such as sign-in codes and password reset links; to protect the platform and its users from fraud and abuse; and where the law requires it.',
        ],
      },
      {
        id: 'who-sees-it',
        heading: 'Who else sees it',
        items: [
          'Everyone sees what an organization publishes: its website, its page here, its campaigns, and the contact details it chose to show — never its signatory’s own email address or phone number, its PAN or its bank details.',
          'Our service providers, only for the work they do for us: the payment providers (Stripe, Razorpay), the services that deliver our emails and text messages, and the storage that holds uploaded images. If you use Write with AI, the text you type is sent to the AI service that writes the draft.',
          'Authorities, when the law requires it.',
        ],
        paragraphs: ['We never sell personal data.'],
      },
      {
        id: 'your-browser',
        heading: 'Cookies and your browser',
        paragraphs: [
          'GiveCrowd keeps your sign-in and your choice of language in your browser’s local storage; it sets no advertising cookies. An organization’s own website may count its visits with Google Analytics, which uses cookies; that site’s privacy policy says so.',
        ],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        paragraphs: [
          'As long as your account or your organization exists, and afterwards only what the law asks us to keep, such as payment and tax records. One-time codes expire after 10 minutes and password reset links after an hour.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your details in your profile and in the onboarding. To get a copy of what we keep about you, to have it corrected or to have your account deleted, write to us as Contact us explains. Depending on where you live — under India’s Digital Personal Data Protection Act, the UK GDPR, Canada’s PIPEDA, Singapore’s PDPA or the laws of your US state — you may have further rights, and you can ask us to honour them the same way.',
        ],
        links: [{ to: '/contact', label: 'Contact us' }],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: ['When this policy changes, the new version is published on this page.'],
      },
    ],
  },
  hi: {
    intro:
      'यह नीति बताती है कि GiveCrowd आपके बारे में क्या रखता है, क्यों रखता है, और आप हमसे उसके साथ क्या करने को कह सकते हैं। यह इस प्लेटफ़ॉर्म पर लागू होती है। किसी संगठन की अपनी वेबसाइट की अपनी छोटी गोपनीयता नीति होती है, और आप जो कुछ किसी संगठन को देते हैं, उसके उपयोग की ज़िम्मेदारी उसी संगठन की है।',
    sections: [
      {
        id: 'what-we-keep',
        heading: 'हम क्या रखते हैं',
        items: [
          'आपका खाता: आपका ईमेल पता, आपका नाम, और अगर आप जोड़ें तो आपका फ़ोन नंबर। आपका पासवर्ड केवल एक-तरफ़ा हैश के रूप में रखा जाता है, जिससे उसे वापस नहीं बनाया जा सकता।',
          'आपका संगठन: ऑनबोर्डिंग में आप जो दर्ज करते हैं — उसका विवरण, उसके हस्ताक्षरकर्ता का नाम, ईमेल पता और फ़ोन नंबर, उसके पंजीकरण और कर नंबर (PAN, 80G, FCRA), उसकी वेबसाइट की सामग्री और चित्र।',
          'बैंक विवरण: खाता नंबर एन्क्रिप्ट करके रखे जाते हैं और केवल आपको दिखाए जाते हैं। रद्द चेक और हस्ताक्षर निजी फ़ाइलें हैं, जो केवल कुछ ही मिनटों में समाप्त होने वाले लिंक से दिखाई जाती हैं।',
          'भुगतान: कौन-सा प्लान खरीदा गया, कितने में और कब। भुगतान प्रदाता को दिया गया कार्ड और बैंक विवरण उसी प्रदाता के पास रहता है।',
          'हस्ताक्षरित एग्रीमेंट: पार्टनर एग्रीमेंट की PDF, हस्ताक्षरकर्ता के नाम और ईमेल पते, हस्ताक्षर के समय और उस IP पते के साथ जहाँ से हस्ताक्षर किया गया।',
          'तकनीकी रिकॉर्ड: कौन-से पेज और बटन उपयोग होते हैं, ताकि उत्पाद बेहतर हो, और अनुरोध किन IP पतों से आते हैं, ताकि प्लेटफ़ॉर्म सुरक्षित रहे और दुरुपयोग सीमित हो।',
        ],
      },
      {
        id: 'why',
        heading: 'हम इसे क्यों रखते हैं',
        paragraphs: [
          'आपका खाता, आपके संगठन की वेबसाइट और उसके अभियान चलाने के लिए; भुगतान लेने और दर्ज करने के लिए; वे ईमेल और टेक्स्ट संदेश भेजने के लिए जो आप माँगते हैं, जैसे साइन-इन कोड और पासवर्ड रीसेट लिंक; प्लेटफ़ॉर्म और उसके उपयोगकर्ताओं को धोखाधड़ी और दुरुपयोग से बचाने के लिए; और जहाँ कानून इसकी माँग करता है।',
        ],
      },
      {
        id: 'who-sees-it',
        heading: 'और कौन इसे देखता है',
        items: [
          'संगठन जो प्रकाशित करता है, वह सब देखते हैं: उसकी वेबसाइट, यहाँ उसका पेज, उसके अभियान, और वे संपर्क विवरण जिन्हें उसने दिखाना चुना — उसके हस्ताक्षरकर्ता का अपना ईमेल पता या फ़ोन नंबर, उसका PAN या उसका बैंक विवरण कभी नहीं।',
          'हमारे सेवा प्रदाता, केवल उस काम के लिए जो वे हमारे लिए करते हैं: भुगतान प्रदाता (Stripe, Razorpay), हमारे ईमेल और टेक्स्ट संदेश पहुँचाने वाली सेवाएँ, और अपलोड किए गए चित्र रखने वाला स्टोरेज। अगर आप Write with AI का उपयोग करते हैं, तो आपका लिखा टेक्स्ट उस AI सेवा को भेजा जाता है जो ड्राफ़्ट लिखती है।',
          'सरकारी प्राधिकरण, जब कानून इसकी माँग करे।',
        ],
        paragraphs: ['हम व्यक्तिगत डेटा कभी नहीं बेचते।'],
      },
      {
        id: 'your-browser',
        heading: 'कुकी और आपका ब्राउज़र',
        paragraphs: [
          'GiveCrowd आपका साइन-इन और आपकी चुनी हुई भाषा आपके ब्राउज़र के लोकल स्टोरेज में रखता है; यह कोई विज्ञापन कुकी नहीं लगाता। किसी संगठन की अपनी वेबसाइट Google Analytics से अपनी विज़िट गिन सकती है, जो कुकी का उपयोग करता है; उस साइट की गोपनीयता नीति में यह लिखा होता है।',
        ],
      },
      {
        id: 'how-long',
        heading: 'हम इसे कितने समय तक रखते हैं',
        paragraphs: [
          'जब तक आपका खाता या आपका संगठन मौजूद है, और उसके बाद केवल वह जो कानून रखने को कहता है, जैसे भुगतान और कर के रिकॉर्ड। वन-टाइम कोड 10 मिनट में और पासवर्ड रीसेट लिंक एक घंटे में समाप्त हो जाते हैं।',
        ],
      },
      {
        id: 'your-rights',
        heading: 'आपके अधिकार',
        paragraphs: [
          'आप अपनी प्रोफ़ाइल और ऑनबोर्डिंग में अपना विवरण देख और सुधार सकते हैं। हम आपके बारे में जो रखते हैं उसकी प्रति पाने, उसे सुधरवाने या अपना खाता हटवाने के लिए, हमें वैसे लिखें जैसा संपर्क करें पेज बताता है। आप कहाँ रहते हैं, उसके अनुसार — भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, यूके GDPR, कनाडा के PIPEDA, सिंगापुर के PDPA या आपके अमेरिकी राज्य के कानूनों के तहत — आपके और भी अधिकार हो सकते हैं, और आप उसी तरह हमसे उनका पालन करने को कह सकते हैं।',
        ],
        links: [{ to: '/contact', label: 'संपर्क करें' }],
      },
      {
        id: 'changes',
        heading: 'इस नीति में बदलाव',
        paragraphs: ['जब यह नीति बदलती है, तो नया संस्करण इसी पेज पर प्रकाशित किया जाता है।'],
      },
    ],
  },
};
