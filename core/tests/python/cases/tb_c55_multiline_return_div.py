def avg(total,
        count):
    return (
        total
        / count
    )
print(avg(4, 2))
avg(4,
    0)
