try:
    x = int("zz")
except ValueError as e:
    print("error:", e)
print("after")
