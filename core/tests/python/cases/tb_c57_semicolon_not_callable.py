not_callable = 5; not_callable()
