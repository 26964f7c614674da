x = 5
print(f"{x=} {x*2=} {x = }")
