result = (
    1
    + 2
    + None
)
