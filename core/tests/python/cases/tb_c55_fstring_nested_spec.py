width = 6
for v in [1.5, 22.25]:
    print(f"[{v:{width}.1f}]")
spec = "x"
print(f"[{3.5:{spec}}]")
