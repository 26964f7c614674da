text = "abc"
n = (text
     .upper()
     .lower()
     .missing())
