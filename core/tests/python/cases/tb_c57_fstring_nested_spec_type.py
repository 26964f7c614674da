v = "x"
print(f"{v:>{'w'}}")
