a = 10
b = 5
c = 5
result = (
    a * 2
    + 3
) / (
    b
    - c
)
print(result)
