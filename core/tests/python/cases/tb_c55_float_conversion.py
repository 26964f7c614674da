print(float("1e3"))
print(float(" inf "))
try:
    float("1,5")
except ValueError as e:
    print(e)
float([1])
