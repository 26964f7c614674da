# isdecimal/isdigit/isnumeric over Unicode digits: Nd, superscripts and circled digits, fractions, numerals.
samples = ["123", "١٢٣", "²", "½", "Ⅻ", "①", "𝟘𝟙", "", "12a", "٣.٥", "߀", "१२", "¹²³", "⁰", "₉", "𝟎"]
for s in samples:
    print(repr(s), s.isdecimal(), s.isdigit(), s.isnumeric(), s.isalnum())
