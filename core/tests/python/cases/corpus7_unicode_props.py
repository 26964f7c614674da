# Unicode character properties beyond ASCII.
for ch in "七三万½Ⅻ٣①":
    print(ch, ch.isnumeric(), ch.isdigit(), ch.isdecimal(), ch.isalpha(), ch.isalnum())
print("第七章".isnumeric(), "Ⅻ".isalpha(), "ⅻ".islower(), "Ⅻ".isupper())
