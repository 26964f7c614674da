print("never")
x = await something()
