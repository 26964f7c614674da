s = "  The Quick Brown Fox  "
print(s.strip().lower().replace(" ", "_"), s.split()[::-1], "-".join(w[0] for w in s.split()))
